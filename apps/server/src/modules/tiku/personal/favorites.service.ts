import type { z } from 'zod';
import type { listQuestionFavoritesCall } from '@yzfk/contract/calls/tiku-personal';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { TQuestionPersonalRepository } from './question-personal.repository';
import type { TAuth } from '../../../platform/http/auth';
import type { TBankAccess } from '../bank-access';
import { toQuestionSummary } from '../question-view';
import { findReadableQuestion } from '../readable-question';

type TListRequest = z.output<typeof listQuestionFavoritesCall.request>;
type TListData = z.input<typeof listQuestionFavoritesCall.data>;

/** Favourite questions: star, unstar, list. */
export function createQuestionFavoritesService(deps: {
  questions: TQuestionPersonalRepository;
  bankAccess: TBankAccess;
  now: () => Date;
}) {
  const { questions } = deps;
  return {
    /** The user's favourite questions, newest first. */
    async list(auth: TAuth, request: TListRequest): Promise<TListData> {
      const userId = deps.bankAccess.requireUser(auth);
      const page = await questions.listFavorites({
        userId,
        subjectId: request.subjectId,
        offset: (request.page - 1) * request.pageSize,
        limit: request.pageSize,
      });
      return {
        total: page.total,
        page: request.page,
        pageSize: request.pageSize,
        list: page.rows.map((row) => ({
          question: toQuestionSummary(row.question, row),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Stars a question the user may read, or unstars one; doing it twice changes nothing.
     * Unstarring skips the paid-bank check so a user whose authorisation ended can still
     * tidy their own list.
     */
    async set(auth: TAuth, questionId: number, favorite: boolean) {
      const userId = deps.bankAccess.requireUser(auth);
      const key = { userId, questionId };
      if (favorite) {
        await findReadableQuestion(deps, auth, questionId);
        await questions.addFavorite(key, deps.now());
      } else {
        if (!(await questions.findQuestion(questionId))) throw new AppError(E.questionNotFound);
        await questions.removeFavorite(key);
      }
      return { favorite };
    },
  };
}

export type TQuestionFavoritesService = ReturnType<typeof createQuestionFavoritesService>;
