import type { z } from 'zod';
import type { getQuestionDetailCall } from '@yzfk/contract/calls/tiku-personal';
import type { TQuestionMistakeRepository } from './question-mistake.repository';
import type { TQuestionPersonalRepository } from './question-personal.repository';
import type { TAuth } from '../../../platform/http/auth';
import type { TBankAccess } from '../bank-access';
import { toMistakeState } from './mistakes.service';
import { toQuestionView } from '../question-view';
import { findReadableQuestion } from '../readable-question';
import type { TQuestionNotesPort } from '../question-notes-port';

type TDetailData = z.input<typeof getQuestionDetailCall.data>;

/** One question with what the user keeps on it, and the user's note on a question. */
export function createQuestionPersonalService(deps: {
  questions: TQuestionPersonalRepository;
  mistakes: TQuestionMistakeRepository;
  bankAccess: TBankAccess;
  questionNotes: TQuestionNotesPort;
  now: () => Date;
}) {
  const { questions } = deps;
  return {
    /**
     * The question with favourite, note and mistake. The solution is shown only once the user
     * has answered the question (a stats row, or a mistake, which holds the answer anyway).
     */
    async detail(auth: TAuth, questionId: number): Promise<TDetailData> {
      const userId = deps.bankAccess.requireUser(auth);
      const { row, names } = await findReadableQuestion(deps, auth, questionId);
      const key = { userId, questionId };
      const [favorite, note, mistake, answered] = await Promise.all([
        questions.isFavorite(key),
        deps.questionNotes.textOf(userId, questionId),
        deps.mistakes.find(key),
        questions.hasAnswered(key),
      ]);
      return {
        question: toQuestionView(row, names, {
          favorite,
          note,
          reveal: answered || mistake !== undefined,
        }),
        mistake: mistake ? toMistakeState(mistake, row.answer, deps.now()) : null,
      };
    },

    /**
     * Whether a question exists and this session may read it, with its subject (asked before a
     * note on it; the notes list filters by subject).
     */
    async readability(
      auth: TAuth,
      questionId: number,
    ): Promise<
      { status: 'missing' } | { status: 'locked' } | { status: 'readable'; subject: string }
    > {
      const found = await questions.findQuestion(questionId);
      if (!found) return { status: 'missing' };
      if (found.bankIsFree || (await deps.bankAccess.isAuthorised(auth))) {
        return { status: 'readable', subject: found.subjectName };
      }
      return { status: 'locked' };
    },

    /** Saves or replaces the note; an empty (or blank) text deletes it. */
    async saveNote(auth: TAuth, questionId: number, text: string) {
      const userId = deps.bankAccess.requireUser(auth);
      const { names } = await findReadableQuestion(deps, auth, questionId);
      // The contract trims the text, so blank input arrives here as '' (which deletes).
      await deps.questionNotes.save(userId, questionId, text, deps.now(), names.subjectName);
      return { note: text === '' ? null : text };
    },
  };
}

export type TQuestionPersonalService = ReturnType<typeof createQuestionPersonalService>;
