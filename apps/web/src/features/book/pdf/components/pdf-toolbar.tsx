import {
  ArrowLeftOutlined,
  ColumnWidthOutlined,
  MenuOutlined,
  PictureOutlined,
  SearchOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, InputNumber, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import type { TPanel } from './pdf-side-panel';

// The reader's bar: back, the title, page jump (N / total), zoom (−, fit width, +) and the
// outline, thumbnails and search panels.

/** Fit to the viewport's width, or a fixed scale (1 draws a PDF point as a CSS pixel). */
export type TZoom = 'fit' | number;

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** The next zoom step up or down from a scale. */
function stepZoom(current: number, direction: 1 | -1): number {
  const steps = direction === 1 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  const next = steps.find((step) =>
    direction === 1 ? step > current + 0.01 : step < current - 0.01,
  );
  return next ?? current;
}

export type TPdfToolbarProps = {
  title: string;
  page: number;
  pageCount: number;
  zoom: TZoom;
  /** The scale fit-width gives now, to step from when zooming out of fit width. */
  fitScale?: number;
  onZoom: (zoom: TZoom) => void;
  onJump: (page: number) => void;
  panel: TPanel | null;
  onPanel: (panel: TPanel | null) => void;
  onBack: () => void;
};

/** The toolbar above the pages. */
export function PdfToolbar(props: TPdfToolbarProps) {
  const { title, page, pageCount, zoom, onZoom, onJump, panel, onPanel, onBack } = props;
  const [typed, setTyped] = useState<number | null>(page);
  useEffect(() => setTyped(page), [page]);
  const scale = zoom === 'fit' ? (props.fitScale ?? 1) : zoom;
  const toggle = (which: TPanel) => onPanel(panel === which ? null : which);

  return (
    <div className="book-pdf-toolbar" role="toolbar" aria-label="阅读工具栏">
      <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={onBack} />
      <h1 className="book-pdf-title" title={title}>
        {title}
      </h1>
      <div className="book-pdf-tools">
        <span className="book-pdf-jump">
          <InputNumber
            size="small"
            min={1}
            max={Math.max(1, pageCount)}
            value={typed}
            controls={false}
            aria-label="页码"
            onChange={(value) => setTyped(value)}
            onPressEnter={() => {
              if (typed !== null) onJump(typed);
            }}
          />
          <span aria-label="总页数"> / {pageCount || '–'}</span>
        </span>
        <Tooltip title="缩小">
          <Button
            type="text"
            icon={<ZoomOutOutlined />}
            aria-label="缩小"
            onClick={() => onZoom(stepZoom(scale, -1))}
          />
        </Tooltip>
        <Tooltip title="适合宽度">
          <Button
            type={zoom === 'fit' ? 'link' : 'text'}
            icon={<ColumnWidthOutlined />}
            aria-label="适合宽度"
            aria-pressed={zoom === 'fit'}
            onClick={() => onZoom('fit')}
          />
        </Tooltip>
        <Tooltip title="放大">
          <Button
            type="text"
            icon={<ZoomInOutlined />}
            aria-label="放大"
            onClick={() => onZoom(stepZoom(scale, 1))}
          />
        </Tooltip>
        <span className="book-pdf-scale">{Math.round(scale * 100)}%</span>
        <Button
          type={panel === 'outline' ? 'link' : 'text'}
          icon={<MenuOutlined />}
          aria-label="目录"
          onClick={() => toggle('outline')}
        />
        <Button
          type={panel === 'thumbnails' ? 'link' : 'text'}
          icon={<PictureOutlined />}
          aria-label="缩略图"
          onClick={() => toggle('thumbnails')}
        />
        <Button
          type={panel === 'search' ? 'link' : 'text'}
          icon={<SearchOutlined />}
          aria-label="搜索"
          onClick={() => toggle('search')}
        />
      </div>
    </div>
  );
}
