import type { TExamReport, TReportQuestion } from '@yzfk/contract/calls/exam-shapes';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/auth';
import { EXAM_DEFAULTS } from '@yzfk/contract/calls/exam-shapes';
import { E } from '@yzfk/contract/error-codes';
import type { TAnswerRow } from './attempt.repository';
import type { TFrozenQuestion } from './exam.schema';
import type { TExamRow } from './exam.repository';
import { findExam, findOwnAttempt } from './exam-context';
import { isOverdue } from './exam-rules';
import { scoreAttempt, type TQuestionResult } from './exam-scoring';
import { questionFace, toAttemptSummary, toCandidate } from './exam-view';
import { finishAttempt, type TFinishDeps } from './finish-attempt';
import { standingOf } from './standing';
import { suggestScoringPoints } from './suggest-scoring-points';

// The report of a finished attempt (/exam/report): score, time used, accuracy by section and
// by subject, the standing among the paper's candidates once ranking is open, and every
// question with the candidate's answer beside the solution (主观题: reference, 采分点, the
// suggested points and those ticked).

type TRow = TExamReport['sections'][number];

/** Adds a question's result to its row of a breakdown (by section or by subject). */
function tally(rows: Map<string, TRow>, name: string, points: number, result: TQuestionResult) {
  const row = rows.get(name) ?? { name, total: 0, correct: 0, earned: 0, maxScore: 0 };
  row.total++;
  if (result.isCorrect) row.correct++;
  row.earned += result.earned;
  row.maxScore += points;
  rows.set(name, row);
}

function reportQuestion(
  question: TFrozenQuestion,
  answer: TAnswerRow | undefined,
  result: TQuestionResult,
): TReportQuestion {
  const subjective = question.type === 'subjective';
  return {
    ...questionFace(question),
    subjectName: question.subjectName,
    chosen: answer?.chosen ?? [],
    answer: question.answer as TReportQuestion['answer'],
    isCorrect: result.isCorrect,
    earned: result.earned,
    explanationHtml: question.explanationHtml,
    lawRefs: question.lawRefs,
    source: question.source,
    subjective: subjective
      ? question.subQuestions.map((sub, index) => {
          const text = answer?.texts[index] ?? '';
          return {
            stemHtml: sub.stemHtml,
            points: sub.scoringPoints.reduce((sum, point) => sum + point.points, 0),
            text,
            referenceHtml: sub.referenceHtml,
            scoringPoints: sub.scoringPoints,
            suggested: suggestScoringPoints(text, sub.scoringPoints),
            achieved: answer?.achieved?.[index] ?? null,
          };
        })
      : null,
  };
}

/** The report of the caller's attempt; 4815 while it is in progress. */
export async function examReport(
  deps: TFinishDeps & { rankingOpen: (exam: TExamRow, now: Date) => boolean },
  auth: TAuth,
  attemptId: number,
): Promise<TExamReport> {
  const found = await findOwnAttempt(deps, auth, attemptId);
  const now = deps.now();
  let attempt = found.attempt;
  if (
    attempt.status === 'in_progress' &&
    isOverdue(attempt.deadline, now, EXAM_DEFAULTS.saveGraceSeconds)
  ) {
    attempt =
      (await finishAttempt(deps, attempt, 'collected', now)) ??
      (await deps.store.attempts.find(attempt.id)) ??
      attempt;
  }
  if (attempt.status === 'in_progress') throw new AppError(E.reportNotReady);
  const [exam, paper, registration, answers] = await Promise.all([
    findExam(deps, attempt.examId),
    deps.paperById(attempt.paperId),
    deps.store.exams.registrationById(attempt.registrationId),
    deps.store.attempts.answers(attempt.id),
  ]);
  if (!registration) throw new AppError(E.attemptNotFound);
  const result = scoreAttempt(paper.questions, answers, paper.partialCredit);
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const sections = new Map<string, TRow>();
  const subjects = new Map<string, TRow>();
  const questions = paper.questions.map((question) => {
    const outcome = result.results.get(question.id) ?? {
      isCorrect: false,
      earned: 0,
      answered: false,
    };
    tally(sections, question.section, question.points, outcome);
    tally(subjects, question.subjectName, question.points, outcome);
    return { view: reportQuestion(question, byQuestion.get(question.id), outcome), outcome };
  });
  const standing =
    attempt.score !== null && deps.rankingOpen(exam, now)
      ? standingOf(
          await deps.store.attempts.finishedScores(paper.id),
          attempt.score,
          paper.maxScore,
        )
      : null;
  const finishedAt = attempt.finishedAt ?? now;
  return {
    attempt: toAttemptSummary(attempt, paper),
    examId: exam.id,
    examTitle: exam.title,
    variant: exam.variant as TExamReport['variant'],
    candidate: toCandidate(registration),
    timeUsedSeconds: Math.max(
      0,
      Math.round((finishedAt.getTime() - attempt.startedAt.getTime()) / 1000),
    ),
    answeredCount: questions.filter((q) => q.outcome.answered).length,
    correctCount: questions.filter((q) => q.outcome.isCorrect).length,
    sections: [...sections.values()],
    subjects: [...subjects.values()],
    standing,
    questions: questions.map((q) => q.view),
  };
}
