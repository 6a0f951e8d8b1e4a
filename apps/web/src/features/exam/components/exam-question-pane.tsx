import { Button, Skeleton } from 'antd';
import type { TExamQuestion } from '@yzfk/contract/calls/exam-shapes';
import type { ComponentProps } from 'react';
import { useExamKeys } from '../hooks/use-exam-keys';
import type { TAnswerValue, TQueueState } from '../queue/answer-queue';
import type { TScreenAnswer } from '../queue/merge-answers';
import { ObjectiveQuestion } from './objective-question';
import { SaveStatus } from './save-status';
import { saveStatusOf } from './save-status-of';
import { SubjectiveQuestion } from './subjective-question';

const BLANK: TAnswerValue = { chosen: [], texts: [], marked: false };

export type TExamQuestionPaneProps = {
  questions: readonly TExamQuestion[];
  position: number;
  /** The answers on screen; null while they load (a placeholder stands in for the question). */
  answers: ReadonlyMap<number, TScreenAnswer> | null;
  queueState: TQueueState;
  /** Input closed (loading, time up, handed in). */
  locked: boolean;
  /** The answering keys; off while input is closed or a dialog is open. */
  keysEnabled: boolean;
  onChange: (questionId: number, next: TAnswerValue) => void;
  onMove: (to: number) => void;
};

/** A 主观题 with its material and answer boxes, any other type with its options. */
function QuestionOfType(props: ComponentProps<typeof ObjectiveQuestion>) {
  return props.question.type === 'subjective' ? (
    <SubjectiveQuestion {...props} />
  ) : (
    <ObjectiveQuestion {...props} />
  );
}

/**
 * The question on screen (主观题 or 客观题) with its save status and its keys, and
 * 上一题/下一题 below.
 */
export function ExamQuestionPane({
  questions,
  position,
  answers,
  queueState,
  locked,
  keysEnabled,
  onChange,
  onMove,
}: TExamQuestionPaneProps) {
  const question = questions[position];
  const current = question ? (answers?.get(question.id) ?? null) : null;
  const value: TAnswerValue = current ?? BLANK;
  const total = questions.length;
  useExamKeys({ question, value, position, move: onMove, change: onChange, enabled: keysEnabled });

  const status = question ? (
    <SaveStatus status={saveStatusOf(question.id, queueState, current ?? undefined)} />
  ) : null;
  return (
    <main className="exam-screen__main">
      {answers === null || !question ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <QuestionOfType
          question={question}
          total={total}
          answer={value}
          locked={locked}
          onChange={(next) => onChange(question.id, next)}
          status={status}
        />
      )}
      <nav className="exam-screen__nav" aria-label="翻题">
        <Button disabled={position === 0} onClick={() => onMove(position - 1)}>
          上一题
        </Button>
        <span className="exam-muted">
          {position + 1} / {total} · 快捷键：←/→ 翻题，A–D 选择，M 标记
        </span>
        <Button
          type="primary"
          disabled={position >= total - 1}
          onClick={() => onMove(position + 1)}
        >
          下一题
        </Button>
      </nav>
    </main>
  );
}
