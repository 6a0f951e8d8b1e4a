import type { PointerEvent as ReactPointerEvent } from 'react';

/** Keeps a number within [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Follows a primary-button drag that starts with `event`: calls `onMove` with the distance from
 * the start point on every pointer move, until the button is released.
 */
export function trackPointerDrag(
  event: ReactPointerEvent,
  onMove: (dx: number, dy: number) => void,
): void {
  if (event.button !== 0) return;
  event.preventDefault();
  event.stopPropagation();
  const startX = event.clientX;
  const startY = event.clientY;
  const move = (moveEvent: PointerEvent) =>
    onMove(moveEvent.clientX - startX, moveEvent.clientY - startY);
  const stop = () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', stop);
    window.removeEventListener('pointercancel', stop);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', stop);
  window.addEventListener('pointercancel', stop);
}
