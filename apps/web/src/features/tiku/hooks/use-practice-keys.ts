import type { TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import { useAnswerKeys } from '../../../hooks/use-answer-keys';

export type TPracticeKeysOptions = {
  question: TQuestion | undefined;
  index: number;
  chosen: string[];
  locked: boolean;
  /** The question on screen has been answered (or, in 背题, needs no answer). */
  done: boolean;
  pick: (key: string) => void;
  send: (keys: string[]) => void;
  go: (index: number) => void;
  /** Off on the finish screen. */
  enabled: boolean;
};

/**
 * The practice screen's keys: A–H pick, ←/→ move, and Enter submits a multiple choice or, once
 * the question is done, goes on to the next one.
 */
export function usePracticeKeys({
  question,
  index,
  chosen,
  locked,
  done,
  pick,
  send,
  go,
  enabled,
}: TPracticeKeysOptions): void {
  useAnswerKeys(
    {
      onLetter: pick,
      onEnter: () => {
        if (!locked && question?.type !== 'single') send(chosen);
        else if (done) go(index + 1);
      },
      onPrev: () => go(index - 1),
      onNext: () => go(index + 1),
    },
    enabled,
  );
}
