import type { z } from 'zod';
import type {
  getSubjectiveCall,
  listSubjectiveCall,
  TSubjectiveAttempt,
  ZSubjectiveSolutionSchema,
} from '@yzfk/contract/calls/tiku-subjective';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { TQuestionPersonalRepository } from '../personal/question-personal.repository';
import type { TAttemptRow, TSubjectiveRepository } from './subjective.repository';
import type { TSubQuestion } from '../question.schema';
import type { TAuth } from '../../../platform/http/auth';
import type { TBankAccess } from '../bank-access';
import { excerpt, questionSource } from '../question-view';
import { findReadableQuestion, type TReadableQuestion } from '../readable-question';
import {
  gradeSubjective,
  maxScoreOf,
  subQuestionPoints,
} from '../../../platform/scoring/subjective-scoring';

type TListRequest = z.output<typeof listSubjectiveCall.request>;
type TListData = z.input<typeof listSubjectiveCall.data>;
type TGetData = z.input<typeof getSubjectiveCall.data>;
type TSolution = z.input<typeof ZSubjectiveSolutionSchema>;

/** How much of the case material a list shows. */
const EXCERPT_MAX = 120;

function toAttempt(row: TAttemptRow): TSubjectiveAttempt {
  return {
    id: row.id,
    answers: row.answers,
    achieved: row.achieved,
    score: row.score,
    maxScore: row.maxScore,
    createdAt: row.createdAt.toISOString(),
    gradedAt: row.gradedAt?.toISOString() ?? null,
  };
}

function toSolution(subQuestions: TSubQuestion[]): TSolution {
  return subQuestions.map((sub) => ({
    referenceHtml: sub.referenceHtml,
    scoringPoints: sub.scoringPoints,
  }));
}

/** Subjective practice: list, read, answer (revealing the reference), self-grade. */
export function createSubjectiveService(deps: {
  subjective: TSubjectiveRepository;
  questions: TQuestionPersonalRepository;
  bankAccess: TBankAccess;
  now: () => Date;
}) {
  const { subjective } = deps;

  /** A readable question that is subjective; any other type is 4701 here. */
  async function findSubjective(auth: TAuth, questionId: number): Promise<TReadableQuestion> {
    const found = await findReadableQuestion(deps, auth, questionId);
    if (found.row.type !== 'subjective') throw new AppError(E.questionNotFound);
    return found;
  }

  return {
    /** Subjective questions of the banks the caller may read; zeros for an anonymous caller. */
    async list(auth: TAuth, request: TListRequest): Promise<TListData> {
      const userId = auth.session.kind === 'user' ? auth.session.userId : null;
      const page = await subjective.list({
        includePaid: await deps.bankAccess.isAuthorised(auth),
        subjectId: request.subjectId,
        offset: (request.page - 1) * request.pageSize,
        limit: request.pageSize,
      });
      const summaries =
        userId === null
          ? []
          : await subjective.attemptSummaries(
              userId,
              page.rows.map((row) => row.question.id),
            );
      const byQuestion = new Map(summaries.map((summary) => [summary.questionId, summary]));
      return {
        total: page.total,
        page: request.page,
        pageSize: request.pageSize,
        list: page.rows.map(({ question, subjectName }) => ({
          id: question.id,
          subjectName,
          excerpt: excerpt(question.stemText, EXCERPT_MAX),
          source: questionSource(question),
          subQuestionCount: question.subQuestions.length,
          maxScore: maxScoreOf(question.subQuestions),
          attemptCount: byQuestion.get(question.id)?.count ?? 0,
          bestScore: byQuestion.get(question.id)?.best ?? null,
        })),
      };
    },

    /** The case and sub-questions, the user's attempts; the reference after a first attempt. */
    async get(auth: TAuth, questionId: number): Promise<TGetData> {
      const userId = deps.bankAccess.requireUser(auth);
      const { row, names } = await findSubjective(auth, questionId);
      const [attempts, favorite] = await Promise.all([
        subjective.attemptsOf(userId, questionId),
        deps.questions.isFavorite({ userId, questionId }),
      ]);
      return {
        question: {
          id: row.id,
          subjectName: names.subjectName,
          materialHtml: row.stemHtml,
          subQuestions: row.subQuestions.map((sub) => ({
            stemHtml: sub.stemHtml,
            points: subQuestionPoints(sub),
          })),
          maxScore: maxScoreOf(row.subQuestions),
          source: questionSource(row),
          favorite,
        },
        attempts: attempts.map(toAttempt),
        solution: attempts.length > 0 ? toSolution(row.subQuestions) : null,
      };
    },

    /** Stores a typed answer (one text per sub-question) and reveals the reference answer. */
    async answer(auth: TAuth, questionId: number, answers: string[]) {
      const userId = deps.bankAccess.requireUser(auth);
      const { row } = await findSubjective(auth, questionId);
      if (answers.length !== row.subQuestions.length) {
        throw new AppError(
          E.answerCountMismatch,
          `作答数量与小题数量不一致（本题有 ${row.subQuestions.length} 问）`,
        );
      }
      const attempt = await subjective.insertAttempt({
        userId,
        questionId,
        answers,
        maxScore: maxScoreOf(row.subQuestions),
        createdAt: deps.now(),
      });
      return { attempt: toAttempt(attempt), solution: toSolution(row.subQuestions) };
    },

    /** Records the scoring points the owner ticked; grading again replaces the grade. */
    async grade(auth: TAuth, attemptId: number, achieved: number[][]) {
      const userId = deps.bankAccess.requireUser(auth);
      // Someone else's attempt is answered exactly like a missing one: ids reveal nothing.
      const found = await subjective.findOwnAttempt(attemptId, userId);
      if (!found) throw new AppError(E.attemptNotFound);
      const grade = gradeSubjective(found.subQuestions, achieved);
      const saved = await subjective.saveGrade(
        { attemptId, userId },
        { ...grade, gradedAt: deps.now() },
      );
      if (!saved) throw new AppError(E.attemptNotFound);
      return { attempt: toAttempt(saved) };
    },
  };
}

export type TSubjectiveService = ReturnType<typeof createSubjectiveService>;
