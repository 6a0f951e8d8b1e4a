import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const POSITION_SAVE_DELAY_MS = 400;

export type TPracticePositionOptions = {
  /** Where to start (?q= or the saved position), kept within the session. */
  start: number;
  count: number;
  /** The position the server holds. */
  saved: number;
  /** A finished session's position is no longer saved. */
  finished: boolean;
  /** Saves a position on the server. */
  save: (index: number) => void;
};

/**
 * The question on screen in a chapter session: moving keeps it in the address (?q=, 1-based)
 * and saves it a moment after the user settles, so coming back resumes there.
 */
export function usePracticePosition({
  start,
  count,
  saved,
  finished,
  save,
}: TPracticePositionOptions): { index: number; go: (next: number) => void } {
  const last = Math.max(0, count - 1);
  const [index, setIndex] = useState(() => Math.min(Math.max(0, start), last));
  const [, setParams] = useSearchParams();

  // Save the position a moment after the user settles on a question.
  const savedPosition = useRef(saved);
  useEffect(() => {
    if (finished || index === savedPosition.current) return;
    const timer = setTimeout(() => {
      savedPosition.current = index;
      save(index);
    }, POSITION_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [index, finished, save]);

  const go = (next: number) => {
    const target = Math.min(Math.max(0, next), last);
    setIndex(target);
    setParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('q', String(target + 1));
        return next;
      },
      { replace: true },
    );
  };

  return { index, go };
}
