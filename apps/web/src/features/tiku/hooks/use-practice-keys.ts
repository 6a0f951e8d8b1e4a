import { useEffect, useRef } from 'react';

export type TPracticeKeyHandlers = {
  /** A–H: pick that option. */
  onLetter: (key: string) => void;
  /** Enter: submit the answer. */
  onEnter: () => void;
  /** ←: previous question. */
  onPrev: () => void;
  /** →: next question. */
  onNext: () => void;
};

const LETTERS = /^[a-h]$/i;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

function activatesOnEnter(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a, [role="button"]') !== null;
}

/**
 * The practice screen's keys: A–H pick an option, Enter submits, ←/→ move between questions.
 * Keys typed into a field (the note editor) or a dialog are left alone, and Enter on a focused
 * button does what the button does.
 */
export function usePracticeKeys(handlers: TPracticeKeyHandlers, enabled = true): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const { onLetter, onEnter, onPrev, onNext } = latest.current;
      if (LETTERS.test(event.key)) {
        event.preventDefault();
        onLetter(event.key.toUpperCase());
      } else if (event.key === 'Enter' && !activatesOnEnter(event.target)) {
        event.preventDefault();
        onEnter();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onPrev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        onNext();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
