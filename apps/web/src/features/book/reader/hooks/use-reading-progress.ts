import { useEffect, useRef } from 'react';
import { saveEpubProgress } from '../api/save-progress';
import { createProgressClock } from './progress-clock';

/** A save every ~15 s while reading (the spec's rhythm for progress). */
const SAVE_EVERY_MS = 15_000;

/**
 * Saves my place in the EPUB (CFI, share read, reading time) every 15 s when it moved or time
 * was spent, and once more with `keepalive` when the page is hidden or closed. Only for users.
 */
export function useReadingProgress(
  bookId: number,
  place: { cfi: string; share: number } | null,
  enabled: boolean,
) {
  const latest = useRef(place);
  latest.current = place;

  useEffect(() => {
    if (!enabled) return;
    const clock = createProgressClock(Date.now(), document.visibilityState === 'visible');
    let savedCfi: string | null = null;
    const save = (keepalive: boolean) => {
      const current = latest.current;
      if (!current) return;
      const readingDeltaMs = clock.take(Date.now());
      if (current.cfi === savedCfi && readingDeltaMs < 1000) return;
      savedCfi = current.cfi;
      saveEpubProgress(
        {
          bookId,
          locator: current.cfi,
          share: current.share,
          readingDeltaMs,
          clientAt: Date.now(),
        },
        { keepalive },
      ).catch(() => {
        // Quiet: the next save carries the place again.
        savedCfi = null;
      });
    };
    const timer = window.setInterval(() => save(false), SAVE_EVERY_MS);
    const onVisibility = () => {
      const visible = document.visibilityState === 'visible';
      if (!visible) save(true);
      clock.setVisible(visible, Date.now());
    };
    const onPageHide = () => save(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      save(true);
    };
  }, [bookId, enabled]);
}
