import { useEffect, useRef } from 'react';

export type TAnswerKeyHandlers = {
  /** A–H: pick (or toggle) that option; called with the capital letter. */
  onLetter: (key: string) => void;
  /** ←: previous question. */
  onPrev: () => void;
  /** →: next question. */
  onNext: () => void;
  /** Enter (practice: submit the answer). Without it Enter is left alone. */
  onEnter?: () => void;
  /** M (mock exam: 标记 the question). Without it M is left alone. */
  onMark?: () => void;
};

const LETTERS = /^[a-h]$/i;

/** Keys typed into a field (answer boxes, notes, the input-method test) or a dialog are theirs. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

/** Enter on a focused button or link does what that element does. */
function activatesOnEnter(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a, [role="button"]') !== null;
}

/**
 * The answering keys of the practice and mock-exam screens: A–H pick an option, ←/→ move, and
 * where a screen gives the handler, Enter submits and M marks. Keys with Ctrl, Alt or Meta, keys
 * typed into a field or a dialog, and Enter on a focused button are left alone. Off while
 * `enabled` is false.
 */
export function useAnswerKeys(handlers: TAnswerKeyHandlers, enabled = true): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const { onLetter, onPrev, onNext, onEnter, onMark } = latest.current;
      if (event.key === 'ArrowLeft') onPrev();
      else if (event.key === 'ArrowRight') onNext();
      else if (LETTERS.test(event.key)) onLetter(event.key.toUpperCase());
      else if (onMark && (event.key === 'm' || event.key === 'M')) onMark();
      else if (onEnter && event.key === 'Enter' && !activatesOnEnter(event.target)) onEnter();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
