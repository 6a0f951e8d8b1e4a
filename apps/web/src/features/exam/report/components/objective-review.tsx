import { Tag } from 'antd';
import type { TReportQuestion } from '@yzfk/contract/calls/exam-shapes';
import { lettersText } from '../../../../components/question/answer-text';
import { QuestionView } from '../../../../components/question/question-view';
import { SolutionPanel } from '../../../../components/question/solution-panel';
import { asQuestion, reportStatus, solutionOf } from '../utils/report-questions';
import { scoreText } from '../utils/report-format';

const STATUS_TAGS = {
  right: { color: 'success', text: '正确' },
  wrong: { color: 'error', text: '错误' },
  unanswered: { color: 'default', text: '未作答' },
  answered: { color: 'processing', text: '已作答' },
} as const;

/**
 * One objective question of the report: the options marked with the candidate's choice and the
 * right answer, a line with both and the points earned, then the explanation and the linked law
 * articles.
 */
export function ObjectiveReview({ question }: { question: TReportQuestion }) {
  const status = reportStatus(question);
  const tag = STATUS_TAGS[status];
  return (
    <QuestionView
      question={asQuestion(question)}
      number={question.number}
      marks={{ chosen: question.chosen, answer: question.answer }}
      disabled
      onPick={() => undefined}
    >
      <div className={`exam-review-line exam-review-line--${status}`}>
        <Tag color={tag.color}>{tag.text}</Tag>
        <span>你的答案：{lettersText(question.chosen)}</span>
        <span>正确答案：{lettersText(question.answer)}</span>
        <span>
          得分：{scoreText(question.earned)} / {question.points}
        </span>
      </div>
      <SolutionPanel solution={solutionOf(question)} showsAnswer={false} />
    </QuestionView>
  );
}
