import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Outline, type DocumentProps } from 'react-pdf';
import { useState } from 'react';
import { PdfSearch } from './pdf-search';
import { PdfThumbnails } from './pdf-thumbnails';

// The panel beside the pages (over them on a phone): the PDF's outline, page thumbnails, or
// search in the document.

type TPdfProxy = Parameters<NonNullable<DocumentProps['onLoadSuccess']>>[0];

export type TPanel = 'outline' | 'thumbnails' | 'search';

const TITLES: Record<TPanel, string> = { outline: '目录', thumbnails: '缩略图', search: '搜索' };

export type TPdfSidePanelProps = {
  pdf: TPdfProxy;
  panel: TPanel | null;
  onClose: () => void;
  onJump: (page: number) => void;
  query: string;
  onQuery: (query: string) => void;
};

/** The open side panel, or nothing. */
export function PdfSidePanel({ pdf, panel, onClose, onJump, query, onQuery }: TPdfSidePanelProps) {
  const [hasOutline, setHasOutline] = useState(true);
  if (panel === null) return null;
  return (
    <aside className="book-pdf-panel" aria-label={TITLES[panel]}>
      <div className="book-pdf-panel-head">
        <strong>{TITLES[panel]}</strong>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label="关闭"
          onClick={onClose}
        />
      </div>
      <div className="book-pdf-panel-body">
        {panel === 'outline' ? (
          <>
            <Outline
              className="book-pdf-outline"
              onLoadSuccess={(outline) => setHasOutline(Boolean(outline?.length))}
              onItemClick={({ pageNumber }) => onJump(pageNumber)}
            />
            {hasOutline ? null : <p className="book-pdf-panel-empty">本书没有目录</p>}
          </>
        ) : null}
        {panel === 'thumbnails' ? <PdfThumbnails pageCount={pdf.numPages} onJump={onJump} /> : null}
        {panel === 'search' ? (
          <PdfSearch pdf={pdf} query={query} onQuery={onQuery} onJump={onJump} />
        ) : null}
      </div>
    </aside>
  );
}
