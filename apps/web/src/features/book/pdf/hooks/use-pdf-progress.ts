import { useEffect, useRef } from 'react';
import { READING_DELTA_MAX_MS } from '@yzfk/contract/calls/book';
import type { TBookProgressSave } from '../api/save-pdf-progress';
import { pageProgress } from '../utils/page-locator';

// Saves where I am in the PDF: every 15 s while the page is shown (with the reading time since
// the last save), and when the page is hidden or closed (keepalive, so the save outlives it).
// Reading time counts only while the document is visible. `clientAt` lets the server drop a
// late, stale save.

export const SAVE_INTERVAL_MS = 15_000;

export type TPdfProgressOptions = {
  bookId: number;
  /** The page in view and the page count; null until the document is open. */
  page: number | null;
  pageCount: number;
  /** Only a logged-in user has progress (a visitor's save is refused). */
  enabled: boolean;
  save: (save: TBookProgressSave, options: { keepalive?: boolean }) => Promise<unknown>;
  now?: () => number;
};

/** Tracks and saves my page and reading time while the reader is open. */
export function usePdfProgress(options: TPdfProgressOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { enabled, bookId } = options;

  useEffect(() => {
    if (!enabled) return;
    const now = () => (latest.current.now ?? Date.now)();
    let visibleSince: number | null = document.visibilityState === 'visible' ? now() : null;
    let unsentMs = 0;
    let lastPage: number | null = null;

    function countVisible(): void {
      if (visibleSince === null) return;
      const at = now();
      unsentMs += at - visibleSince;
      visibleSince = document.visibilityState === 'visible' ? at : null;
    }

    function flush(keepalive: boolean): void {
      const { page, pageCount, save } = latest.current;
      if (page === null || pageCount === 0) return;
      countVisible();
      const readingDeltaMs = Math.round(Math.min(unsentMs, READING_DELTA_MAX_MS));
      if (page === lastPage && readingDeltaMs < 1000) return;
      unsentMs -= readingDeltaMs;
      const sentPage = page;
      lastPage = page;
      save(
        {
          bookId,
          format: 'pdf',
          ...pageProgress(page, pageCount),
          readingDeltaMs,
          clientAt: now(),
        },
        keepalive ? { keepalive } : {},
      ).catch(() => {
        // Lost: the time goes with the next save, and the page is sent again.
        unsentMs += readingDeltaMs;
        if (lastPage === sentPage) lastPage = null;
      });
    }

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush(true);
      else visibleSince ??= now();
    };
    const onPageHide = () => flush(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    const timer = window.setInterval(() => flush(false), SAVE_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      flush(true);
    };
  }, [enabled, bookId]);
}
