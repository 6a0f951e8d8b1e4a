import { useRef, type KeyboardEvent, type PointerEvent, type ThHTMLAttributes } from 'react';
import { trackPointerDrag } from './pointer-drag';
import './resizable-column.css';

/** Narrowest a resizable column may become, in px. */
export const DEFAULT_MIN_COLUMN_WIDTH = 60;
const KEY_STEP = 10;

export type TResizableColumnProps = ThHTMLAttributes<HTMLTableCellElement> & {
  width?: number;
  minWidth?: number;
  /** Called with the new width while the handle is dragged; without it the cell is plain. */
  onResize?: (width: number) => void;
};

/**
 * A table header cell with a drag handle on its right edge that changes the column's width;
 * for antd Table's `components.header.cell`. Arrow keys on the focused handle work too.
 */
export function ResizableColumn({
  width,
  minWidth = DEFAULT_MIN_COLUMN_WIDTH,
  onResize,
  children,
  style,
  ...rest
}: TResizableColumnProps) {
  const cellRef = useRef<HTMLTableCellElement>(null);

  if (!onResize) {
    return (
      <th {...rest} style={style}>
        {children}
      </th>
    );
  }
  const resize = onResize;

  function currentWidth(): number {
    return width ?? cellRef.current?.getBoundingClientRect().width ?? minWidth;
  }

  function startDrag(event: PointerEvent) {
    const startWidth = currentWidth();
    trackPointerDrag(event, (dx) => resize(Math.max(minWidth, Math.round(startWidth + dx))));
  }

  function nudge(event: KeyboardEvent) {
    const step = { ArrowLeft: -KEY_STEP, ArrowRight: KEY_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    resize(Math.max(minWidth, currentWidth() + step));
  }

  return (
    <th {...rest} ref={cellRef} style={{ ...style, position: 'relative' }}>
      {children}
      <span
        className="resizable-column__handle"
        role="separator"
        aria-orientation="vertical"
        aria-label="拖动调整列宽"
        aria-valuenow={width}
        tabIndex={0}
        onPointerDown={startDrag}
        onKeyDown={nudge}
        onClick={(event) => event.stopPropagation()}
      />
    </th>
  );
}
