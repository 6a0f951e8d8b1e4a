import { Tag } from 'antd';
import type { TReportQuestion } from '@yzfk/contract/calls/exam-shapes';
import { RichHtml } from '../../../../components/question/rich-html';
import { SolutionPanel } from '../../../../components/question/solution-panel';
import { SubjectiveGrading } from '../../../../components/question/subjective-grading';
import { isSelfGraded, solutionOf, suggestedScore } from '../utils/report-questions';
import { scoreText } from '../utils/report-format';

/**
 * One 主观题 of the report: the case material, then per sub-question the typed answer beside the
 * reference answer and the 采分点 to tick. Until the candidate saves their own grade the ticks
 * are the server's suggestion (the 采分点 whose words the answer contains); the suggested and
 * the current score stand beside 确认评分.
 */
export function SubjectiveReview({
  question,
  grading,
  onGrade,
}: {
  question: TReportQuestion & { subjective: NonNullable<TReportQuestion['subjective']> };
  grading: boolean;
  onGrade: (achieved: number[][]) => void;
}) {
  const parts = question.subjective;
  const graded = isSelfGraded(parts);
  const hasSolution = question.explanationHtml !== null || question.lawRefs.length > 0;
  return (
    <article className="exam-subjective" aria-labelledby={`report-q-${question.id}`}>
      <header className="exam-subjective__head">
        <Tag color="purple">主观题</Tag>
        <h2 id={`report-q-${question.id}`} className="exam-subjective__number">
          第 {question.number} 题
        </h2>
        <span className="exam-report__muted">
          {question.subjectName} · 满分 {question.points} 分
        </span>
        <Tag color={graded ? 'success' : 'warning'}>{graded ? '已自评' : '待自评'}</Tag>
      </header>
      {question.materialHtml ? (
        <section className="exam-subjective__material" aria-label="案情材料">
          <h3 className="exam-report__subheading">案情材料</h3>
          <RichHtml className="rich-html" html={question.materialHtml} />
        </section>
      ) : null}
      <RichHtml className="rich-html" html={question.stemHtml} />
      <SubjectiveGrading
        subQuestions={parts.map((part) => ({ stemHtml: part.stemHtml, points: part.points }))}
        solution={parts}
        answers={parts.map((part) => part.text)}
        initialAchieved={parts.map((part) => part.achieved ?? part.suggested)}
        maxScore={question.points}
        savedScore={graded ? question.earned : null}
        grading={grading}
        onGrade={onGrade}
        summary={
          <span className="exam-subjective__scores">
            <span aria-label="建议得分">建议得分：{scoreText(suggestedScore(parts))} 分</span>
            {graded ? null : <span>当前得分：未评分</span>}
          </span>
        }
      />
      {hasSolution ? <SolutionPanel solution={solutionOf(question)} showsAnswer={false} /> : null}
    </article>
  );
}
