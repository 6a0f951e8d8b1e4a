import type { TReportQuestion } from '@yzfk/contract/calls/exam-shapes';
import type { TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import type { TAnswerStatus } from '../../../../components/question/answer-sheet';
import { examQuestionView } from '../../utils/exam-question-view';

/** Which questions the report lists: all, the wrong ones, the unanswered ones. */
export type TReportFilter = 'all' | 'wrong' | 'unanswered';

type TSubjectiveParts = NonNullable<TReportQuestion['subjective']>;

/** Whether the candidate gave an answer: options chosen, or any text typed. */
export function isAnswered(question: TReportQuestion): boolean {
  if (question.subjective) return question.subjective.some((part) => part.text.trim() !== '');
  return question.chosen.length > 0;
}

/** How a question stands in the report, for the answer sheet and its review line. */
export function reportStatus(question: TReportQuestion): TAnswerStatus {
  if (!isAnswered(question)) return 'unanswered';
  if (question.subjective) return 'answered';
  return question.isCorrect ? 'right' : 'wrong';
}

/** Whether a question belongs in the list under a filter (错题: answered but not right). */
export function matchesFilter(question: TReportQuestion, filter: TReportFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unanswered') return !isAnswered(question);
  return isAnswered(question) && !question.isCorrect;
}

/** The points of the ticked 采分点 of every sub-question (none ticked while ungraded). */
export function subjectiveEarned(parts: TSubjectiveParts): number {
  return parts.reduce(
    (sum, part) =>
      sum + (part.achieved ?? []).reduce((s, k) => s + (part.scoringPoints[k]?.points ?? 0), 0),
    0,
  );
}

/** The score the server suggests from the 采分点 words found in the answer. */
export function suggestedScore(parts: TSubjectiveParts): number {
  return parts.reduce(
    (sum, part) =>
      sum + part.suggested.reduce((s, k) => s + (part.scoringPoints[k]?.points ?? 0), 0),
    0,
  );
}

/** Whether the candidate has saved their own grade of a 主观题. */
export function isSelfGraded(parts: TSubjectiveParts): boolean {
  return parts.every((part) => part.achieved !== null);
}

/**
 * A report question as the shared question components take it (QuestionView, paper sections):
 * the solution is always known in a report; nothing personal (favourite, note) is shown.
 */
export function asQuestion(question: TReportQuestion): TQuestion {
  return examQuestionView(question, {
    subjectName: question.subjectName,
    source: question.source,
    solution: solutionOf(question),
  });
}

/** A report question's solution, as the solution panel shows it. */
export function solutionOf(question: TReportQuestion): NonNullable<TQuestion['solution']> {
  return {
    answer: question.answer,
    explanationHtml: question.explanationHtml,
    lawRefs: question.lawRefs,
  };
}
