import type { TPracticeAnswer, TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAnswerPractice } from '../api/answer-practice';

const MULTIPLE_SAVE_DELAY_MS = 500;

export type TPaperAnswers = {
  /** The options chosen per question id, as the user sees them. */
  selected: Readonly<Record<number, string[]>>;
  /** Toggles (or, for single choice, sets) an option; the answer is saved as chosen. */
  choose: (question: TQuestion, key: string) => void;
  /** Saves whatever is still waiting and resolves once every save has answered. */
  flush: () => Promise<void>;
};

/**
 * The answers of an open paper. Single choice is saved at once; a multiple choice a moment after
 * the last click, so a few quick clicks make one call. Saves of one question run in order, so the
 * last choice is the one kept. An answer can be changed until the paper is submitted; the server
 * cannot store an empty answer, so unticking every option keeps the last saved one.
 */
export function usePaperAnswers(
  sessionId: string,
  initial: readonly TPracticeAnswer[],
  onSaveError: (error: unknown) => void,
): TPaperAnswers {
  const [selected, setSelected] = useState<Record<number, string[]>>(() =>
    Object.fromEntries(initial.map((answer) => [answer.questionId, answer.chosen])),
  );
  const { mutateAsync } = useAnswerPractice(sessionId);
  const timers = useRef(
    new Map<number, { timer: ReturnType<typeof setTimeout>; run: () => void }>(),
  );
  const chains = useRef(new Map<number, Promise<void>>());
  const onError = useRef(onSaveError);
  useEffect(() => {
    onError.current = onSaveError;
  }, [onSaveError]);

  const save = useCallback(
    (questionId: number, chosen: string[]) => {
      const previous = chains.current.get(questionId) ?? Promise.resolve();
      const next = previous
        .then(() => mutateAsync({ questionId, chosen }))
        .then(
          () => undefined,
          (error: unknown) => onError.current(error),
        );
      chains.current.set(questionId, next);
    },
    [mutateAsync],
  );

  const schedule = useCallback(
    (questionId: number, chosen: string[], delay: number) => {
      const waiting = timers.current.get(questionId);
      if (waiting) clearTimeout(waiting.timer);
      timers.current.delete(questionId);
      if (chosen.length === 0) return;
      const run = () => {
        timers.current.delete(questionId);
        save(questionId, chosen);
      };
      if (delay === 0) run();
      else timers.current.set(questionId, { timer: setTimeout(run, delay), run });
    },
    [save],
  );

  const choose = (question: TQuestion, key: string) => {
    const current = selected[question.id] ?? [];
    const next =
      question.type === 'single'
        ? [key]
        : current.includes(key)
          ? current.filter((k) => k !== key)
          : [...current, key];
    if (question.type === 'single' && current[0] === key) return;
    setSelected((all) => ({ ...all, [question.id]: next }));
    schedule(question.id, next, question.type === 'single' ? 0 : MULTIPLE_SAVE_DELAY_MS);
  };

  const flush = useCallback(async () => {
    for (const { timer, run } of [...timers.current.values()]) {
      clearTimeout(timer);
      run();
    }
    await Promise.all(chains.current.values());
  }, []);

  // Leaving the page sends what is still waiting rather than losing it.
  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const { timer, run } of [...waiting.values()]) {
        clearTimeout(timer);
        run();
      }
    };
  }, []);

  return { selected, choose, flush };
}
