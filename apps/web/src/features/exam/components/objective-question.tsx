import { FlagFilled, FlagOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TExamQuestion } from '@yzfk/contract/calls/exam-shapes';
import type { ReactNode } from 'react';
import { QuestionView } from '../../../components/question/question-view';
import type { TAnswerValue } from '../queue/answer-queue';
import { examQuestionView } from '../utils/exam-question-view';
import { pickOption } from '../utils/pick-option';

/** The 标记 toggle of a question. */
export function MarkButton({
  marked,
  onToggle,
  disabled,
}: {
  marked: boolean;
  onToggle: () => void;
  disabled: boolean;
}) {
  return (
    <Button
      size="small"
      aria-pressed={marked}
      icon={marked ? <FlagFilled aria-hidden /> : <FlagOutlined aria-hidden />}
      className={marked ? 'exam-mark exam-mark--on' : 'exam-mark'}
      disabled={disabled}
      onClick={onToggle}
    >
      {marked ? '取消标记' : '标记'}
    </Button>
  );
}

/** One objective question of the paper with its options, the 标记 toggle and the save status. */
export function ObjectiveQuestion({
  question,
  total,
  answer,
  locked,
  onChange,
  status,
}: {
  question: TExamQuestion;
  total: number;
  answer: TAnswerValue;
  locked: boolean;
  onChange: (value: TAnswerValue) => void;
  status: ReactNode;
}) {
  return (
    <QuestionView
      question={examQuestionView(question)}
      number={question.number}
      total={total}
      marks={{ chosen: answer.chosen, answer: null }}
      disabled={locked}
      onPick={(key) =>
        onChange({ ...answer, chosen: pickOption(question.type, answer.chosen, key) })
      }
      tools={
        <>
          {status}
          <MarkButton
            marked={answer.marked}
            disabled={locked}
            onToggle={() => onChange({ ...answer, marked: !answer.marked })}
          />
        </>
      }
    />
  );
}
