import type { TExamQuestion } from '@yzfk/contract/calls/exam-shapes';
import { useAnswerKeys } from '../../../hooks/use-answer-keys';
import { pickOption } from '../utils/pick-option';
import type { TAnswerValue } from '../queue/answer-queue';

export type TExamKeysOptions = {
  /** The question on screen (none while loading) and its answer. */
  question: TExamQuestion | undefined;
  value: TAnswerValue;
  position: number;
  move: (to: number) => void;
  change: (questionId: number, next: TAnswerValue) => void;
  /** Off while input is closed or a dialog is open. */
  enabled: boolean;
};

/**
 * The exam screen's keys: ←/→ move, A–H choose an option the question has (toggled for
 * multiple choice), M marks the question.
 */
export function useExamKeys({
  question,
  value,
  position,
  move,
  change,
  enabled,
}: TExamKeysOptions): void {
  useAnswerKeys(
    {
      onPrev: () => move(position - 1),
      onNext: () => move(position + 1),
      onMark: () => {
        if (question) change(question.id, { ...value, marked: !value.marked });
      },
      onLetter: (key) => {
        if (!question || question.options.every((option) => option.key !== key)) return;
        change(question.id, { ...value, chosen: pickOption(question.type, value.chosen, key) });
      },
    },
    enabled,
  );
}
