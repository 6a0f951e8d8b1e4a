import { useEffect, useRef } from 'react';

export type TExamKeyHandlers = {
  /** A–H: choose (single) or toggle (multiple, 不定项) that option. */
  onLetter: (key: string) => void;
  /** M: mark or unmark the question (标记). */
  onMark: () => void;
  onPrev: () => void;
  onNext: () => void;
};

const LETTERS = /^[a-h]$/i;

/** Keys typed into a field (the answer boxes, the input-method test) or a dialog are theirs. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

/** The answering screen's keys: ←/→ move, A–H choose, M marks. Off while `enabled` is false. */
export function useExamKeys(handlers: TExamKeyHandlers, enabled: boolean): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const { onLetter, onMark, onPrev, onNext } = latest.current;
      if (event.key === 'ArrowLeft') onPrev();
      else if (event.key === 'ArrowRight') onNext();
      else if (event.key === 'm' || event.key === 'M') onMark();
      else if (LETTERS.test(event.key)) onLetter(event.key.toUpperCase());
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
