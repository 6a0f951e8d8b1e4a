import { Modal } from 'antd';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { clamp, trackPointerDrag } from './pointer-drag';
import './draggable-dialog.css';

export type TDraggableDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Starting width in px. */
  width?: number;
  /** Starting body height in px. */
  bodyHeight?: number;
  minWidth?: number;
  minBodyHeight?: number;
};

type TOffset = { x: number; y: number };

/**
 * A dialog that the user can move by its title bar and resize from its lower right corner;
 * both stay within the window.
 */
export function DraggableDialog({
  open,
  title,
  onClose,
  children,
  footer = null,
  width = 720,
  bodyHeight = 440,
  minWidth = 360,
  minBodyHeight = 160,
}: TDraggableDialogProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState<TOffset>({ x: 0, y: 0 });
  const [size, setSize] = useState({ width, bodyHeight });

  function startMove(event: PointerEvent) {
    const frame = frameRef.current;
    if (!frame) return;
    const rect = frame.getBoundingClientRect();
    const start = offset;
    // How far the frame may move before an edge leaves the window (0 is always allowed).
    const minDx = Math.min(0, -rect.left);
    const maxDx = Math.max(0, window.innerWidth - rect.right);
    const minDy = Math.min(0, -rect.top);
    const maxDy = Math.max(0, window.innerHeight - rect.bottom);
    trackPointerDrag(event, (dx, dy) =>
      setOffset({
        x: start.x + clamp(dx, minDx, maxDx),
        y: start.y + clamp(dy, minDy, maxDy),
      }),
    );
  }

  function startResize(event: PointerEvent) {
    const frame = frameRef.current;
    if (!frame) return;
    const rect = frame.getBoundingClientRect();
    const start = size;
    const maxWidth = Math.max(minWidth, start.width + window.innerWidth - rect.right);
    const maxHeight = Math.max(minBodyHeight, start.bodyHeight + window.innerHeight - rect.bottom);
    trackPointerDrag(event, (dx, dy) =>
      setSize({
        width: clamp(start.width + dx, minWidth, maxWidth),
        bodyHeight: clamp(start.bodyHeight + dy, minBodyHeight, maxHeight),
      }),
    );
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={footer}
      width={size.width}
      destroyOnHidden
      afterClose={() => {
        setOffset({ x: 0, y: 0 });
        setSize({ width, bodyHeight });
      }}
      title={
        <div className="draggable-dialog__title" onPointerDown={startMove}>
          {title}
        </div>
      }
      styles={{ body: { height: size.bodyHeight, overflowY: 'auto' } }}
      modalRender={(panel) => (
        <div
          ref={frameRef}
          className="draggable-dialog__frame"
          data-testid="draggable-dialog"
          style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
        >
          {panel}
          <span
            className="draggable-dialog__resize"
            role="separator"
            aria-label="拖动调整对话框大小"
            onPointerDown={startResize}
          />
        </div>
      )}
    >
      {children}
    </Modal>
  );
}
