import { Alert, Button } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { Document, type DocumentProps } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { withCitation } from '../utils/citation';
import { PDF_OPTIONS, RangeFetchTransport } from './pdf-setup';
import { PdfPages, type TPdfPagesHandle } from './pdf-pages';
import { PdfSidePanel, type TPanel } from './pdf-side-panel';
import { PdfToolbar, type TZoom } from './pdf-toolbar';
import './pdf-viewer.css';

// The PDF reader proper (loaded lazily with pdf.js): the document read by ranges, the page list,
// the toolbar (page jump, zoom, panels), keyboard paging and copying with a citation line.

type TPdfProxy = Parameters<NonNullable<DocumentProps['onLoadSuccess']>>[0];

export type TPdfViewerProps = {
  url: string;
  byteSize: number;
  title: string;
  /** The page to open at (my saved page). */
  initialPage: number;
  /** The page in view changed (also called once the document opens). */
  onPageChange: (page: number, pageCount: number) => void;
  /** 重试 after a failed read: asks for a fresh link (a signed link may have run out). */
  onReload: () => void;
  onBack: () => void;
};

/** Whether a key press belongs to a field rather than to paging. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Reads and shows one PDF. */
export function PdfViewer({
  url,
  byteSize,
  title,
  initialPage,
  onPageChange,
  onReload,
  onBack,
}: TPdfViewerProps) {
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A new transport per attempt: a failed one has lost ranges pdf.js will never ask for again.
  const transport = useMemo(
    () => new RangeFetchTransport({ url, byteSize, onError: setFailure }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a retry asks for a new transport
    [url, byteSize, attempt],
  );
  const file = useMemo(() => ({ range: transport }), [transport]);
  const [pdf, setPdf] = useState<TPdfProxy | null>(null);
  const [page, setPage] = useState(initialPage);
  const [zoom, setZoom] = useState<TZoom>('fit');
  const [scale, setScale] = useState(1);
  const [panel, setPanel] = useState<TPanel | null>(null);
  const [query, setQuery] = useState('');
  const pages = useRef<TPdfPagesHandle>(null);
  const pageCount = pdf?.numPages ?? 0;

  useEffect(() => () => void transport.abort(), [transport]);

  const onPage = useCallback(
    (next: number) => {
      setPage(next);
      if (pageCount > 0) onPageChange(next, pageCount);
    },
    [onPageChange, pageCount],
  );

  const jump = useCallback((target: number) => pages.current?.scrollToPage(target), []);

  // ←/→ and PageUp/PageDown turn pages, unless typing in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const step =
        event.key === 'ArrowRight' || event.key === 'PageDown'
          ? 1
          : event.key === 'ArrowLeft' || event.key === 'PageUp'
            ? -1
            : 0;
      if (step === 0) return;
      event.preventDefault();
      jump(page + step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [jump, page]);

  // A copy from the text layer carries the citation line of the page it starts on.
  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    const selection = window.getSelection();
    const anchor = selection?.anchorNode;
    const box = (anchor instanceof Element ? anchor : anchor?.parentElement)?.closest(
      '[data-page]',
    );
    const from = Number(box?.getAttribute('data-page') ?? page);
    const text = withCitation(selection?.toString() ?? '', title, from);
    if (text === null) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
  };

  if (failure) {
    return (
      <Alert
        className="book-pdf-failure"
        type="error"
        showIcon
        message="PDF 读取失败"
        description={failure.message}
        action={
          <Button
            onClick={() => {
              setFailure(null);
              setPdf(null);
              setAttempt((n) => n + 1);
              onReload();
            }}
          >
            重试
          </Button>
        }
      />
    );
  }

  return (
    <div className="book-pdf-viewer">
      <Document
        file={file}
        options={PDF_OPTIONS}
        // react-pdf 11 suspends by default; the viewer keeps its own loading and failure states
        // (and its 重试), and a page that mounts while scrolling must not suspend the whole list.
        suspense={false}
        onLoadSuccess={(proxy) => {
          setPdf(proxy);
          onPageChange(Math.min(page, proxy.numPages), proxy.numPages);
        }}
        onLoadError={setFailure}
        loading={<div className="book-pdf-status">正在打开 PDF…</div>}
        error={<div className="book-pdf-status">PDF 打开失败</div>}
        className="book-pdf-document"
      >
        <PdfToolbar
          title={title}
          page={page}
          pageCount={pageCount}
          zoom={zoom}
          fitScale={scale}
          onZoom={setZoom}
          onJump={jump}
          panel={panel}
          onPanel={setPanel}
          onBack={onBack}
        />
        <div className="book-pdf-body">
          {pdf ? (
            <PdfSidePanel
              pdf={pdf}
              panel={panel}
              onClose={() => setPanel(null)}
              onJump={jump}
              query={query}
              onQuery={setQuery}
            />
          ) : null}
          {pdf ? (
            <PdfPages
              ref={pages}
              pdf={pdf}
              // After a retry the reader comes back at the page it was on.
              initialPage={Math.min(page, pdf.numPages)}
              zoom={zoom}
              highlight={query}
              onPage={onPage}
              onScale={setScale}
              onCopy={onCopy}
            />
          ) : null}
        </div>
      </Document>
    </div>
  );
}
