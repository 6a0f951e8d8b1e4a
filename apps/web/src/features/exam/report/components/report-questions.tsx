import { Segmented } from 'antd';
import type { TExamReport, TReportQuestion } from '@yzfk/contract/calls/exam-shapes';
import { paths } from '@yzfk/contract/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { AnswerSheet } from '../../../../components/question/answer-sheet';
import { paperAnchor, scrollToQuestion } from '../../../../components/question/paper-sections';
import { useGradeExamAnswer } from '../api/grade-exam-answer';
import {
  isAnswered,
  matchesFilter,
  reportStatus,
  type TReportFilter,
} from '../utils/report-questions';
import { ObjectiveReview } from './objective-review';
import { SubjectiveReview } from './subjective-review';

/** The sections of the paper in the order they first appear, each with its questions. */
function bySection(questions: readonly TReportQuestion[]) {
  const sections: { title: string; items: TReportQuestion[] }[] = [];
  for (const question of questions) {
    let section = sections.find((s) => s.title === question.section);
    if (!section) {
      section = { title: question.section, items: [] };
      sections.push(section);
    }
    section.items.push(question);
  }
  return sections;
}

/**
 * Every question of the report by section, filtered 全部 / 错题 / 未作答, with the answer sheet
 * to jump to one; objective questions show the answers and explanation, 主观题 the
 * self-grading. Wrong answers were added to the 错题本, and the report says so.
 */
export function ReportQuestions({ report }: { report: TExamReport }) {
  const [filter, setFilter] = useState<TReportFilter>('all');
  const grade = useGradeExamAnswer(report.attempt.id);
  const { questions } = report;
  const wrongCount = questions.filter((q) => matchesFilter(q, 'wrong')).length;
  const unansweredCount = questions.filter((q) => !isAnswered(q)).length;
  const sections = bySection(questions);
  const isObjective = report.variant === 'obt';

  return (
    <div className="exam-report__questions">
      <div className="exam-report__question-list">
        <h2 className="exam-report__subheading">试题解析</h2>
        {isObjective && wrongCount > 0 ? (
          <p className="exam-report__mistake-note" role="note">
            本次答错的 {wrongCount} 道题已加入错题本，
            <Link to={paths.myMistake.href()}>去错题本复习</Link>
          </p>
        ) : null}
        <Segmented<TReportFilter>
          className="exam-report__filter"
          aria-label="筛选题目"
          value={filter}
          onChange={setFilter}
          options={[
            { label: `全部（${questions.length}）`, value: 'all' },
            { label: `错题（${wrongCount}）`, value: 'wrong' },
            { label: `未作答（${unansweredCount}）`, value: 'unanswered' },
          ]}
        />
        {questions.some((q) => matchesFilter(q, filter)) ? null : (
          <p className="exam-report__muted">
            {filter === 'wrong' ? '没有错题' : '没有未作答的题目'}
          </p>
        )}
        {sections.map((section) => {
          const items = section.items.filter((q) => matchesFilter(q, filter));
          if (items.length === 0) return null;
          return (
            <section
              key={section.title}
              className="exam-report__section"
              aria-label={section.title}
            >
              <h3 className="exam-report__section-title">{section.title}</h3>
              {items.map((question) => (
                <div
                  key={question.id}
                  id={paperAnchor(question.number - 1)}
                  tabIndex={-1}
                  className="exam-report__question"
                >
                  {question.subjective ? (
                    <SubjectiveReview
                      question={{ ...question, subjective: question.subjective }}
                      grading={grade.isPending && grade.variables.questionId === question.id}
                      onGrade={(achieved) => grade.mutate({ questionId: question.id, achieved })}
                    />
                  ) : (
                    <ObjectiveReview question={question} />
                  )}
                </div>
              ))}
            </section>
          );
        })}
      </div>
      <aside className="exam-report__side">
        <AnswerSheet
          groups={sections.map((section) => ({
            title: section.title,
            items: section.items.map((q) => ({ index: q.number - 1, status: reportStatus(q) })),
          }))}
          legend={isObjective ? ['unanswered', 'right', 'wrong'] : ['unanswered', 'answered']}
          onJump={(index) => {
            setFilter('all');
            // After the filter change has rendered the question.
            setTimeout(() => scrollToQuestion(index), 0);
          }}
        />
      </aside>
    </div>
  );
}
