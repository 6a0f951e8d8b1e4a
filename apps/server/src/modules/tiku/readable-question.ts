import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TQuestionPersonalRepository } from './personal/question-personal.repository';
import type { TAuth } from '../../platform/http/auth';
import type { TBankAccess } from './bank-access';
import type { TQuestionNames, TQuestionRow } from './question-view';

export type TReadableQuestion = { row: TQuestionRow; names: TQuestionNames };

/**
 * A question the caller may read, with its names: 4701 when there is no such question,
 * 5006 when it is in a paid bank the caller holds no authorisation for. Every call that
 * touches one question by id goes through here, so the paid-bank rule has one gate.
 */
export async function findReadableQuestion(
  deps: { questions: TQuestionPersonalRepository; bankAccess: TBankAccess },
  auth: TAuth,
  questionId: number,
): Promise<TReadableQuestion> {
  const found = await deps.questions.findQuestion(questionId);
  if (!found) throw new AppError(E.questionNotFound);
  await deps.bankAccess.assertCanRead(auth, { isFree: found.bankIsFree });
  return {
    row: found.question,
    names: { subjectName: found.subjectName, chapterName: found.chapterName },
  };
}
