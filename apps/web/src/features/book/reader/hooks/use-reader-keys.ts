import { useCallback, useEffect } from 'react';
import type { TRenderer } from '../engine/renderer';

export type TReaderKeys = {
  /** Turns a page (nothing before the book is open). */
  turn: (direction: 'prev' | 'next') => void;
  /** A key the engine reports from inside the book's frame. */
  onBookKey: (key: string) => void;
};

/**
 * ←/→ turn pages, on the page and inside the book's frame (the engine reports those keys), but
 * not while typing in a field or a dialog.
 */
export function useReaderKeys(renderer: TRenderer | null): TReaderKeys {
  const turn = useCallback(
    (direction: 'prev' | 'next') => {
      if (!renderer) return;
      void (direction === 'next' ? renderer.next() : renderer.prev());
    },
    [renderer],
  );
  const onBookKey = useCallback(
    (key: string) => {
      if (key === 'ArrowLeft') turn('prev');
      if (key === 'ArrowRight') turn('next');
    },
    [turn],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"], .ant-modal')) return;
      onBookKey(event.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onBookKey]);
  return { turn, onBookKey };
}
