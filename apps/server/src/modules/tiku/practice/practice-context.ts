import type { TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { TPracticeStore } from './practice-repositories';
import type { TSessionWithNames } from './practice.repository';
import type { TAuth } from '../../../platform/http/auth';
import type { TBankAccess } from '../bank-access';
import { toPracticeView } from './practice-view';
import type { TQuestionNotesPort } from '../question-notes-port';

// What every practice call shares: its dependencies, the owner check, and the session view.

export type TPracticeDeps = {
  store: TPracticeStore;
  bankAccess: TBankAccess;
  /** The clock: answer times, deadlines and reviews (tests move it). */
  now: () => Date;
  /** The user's notes on questions (the notes module). */
  questionNotes: TQuestionNotesPort;
};

/**
 * The user's session, readable by the caller; 4706 when it does not exist or is someone
 * else's (the same answer, so ids of others' sessions cannot be probed), 5006 when it is of a
 * paid bank and the caller's authorisation has since ended.
 */
export async function openOwnSession(
  deps: TPracticeDeps,
  auth: TAuth,
  userId: number,
  sessionId: string,
): Promise<TSessionWithNames> {
  const found = await deps.store.sessions.findSession(sessionId, userId);
  if (!found) throw new AppError(E.sessionNotFound);
  if (found.session.bankId !== null) {
    const bank = await deps.store.lookups.findBank(found.session.bankId);
    if (bank) await deps.bankAccess.assertCanRead(auth, bank);
  }
  return found;
}

/** The session with its questions (the user's favourites and notes on them) and answers. */
export async function loadPracticeView(
  deps: TPracticeDeps,
  userId: number,
  found: TSessionWithNames,
): Promise<TPracticeView> {
  const ids = found.session.questionIds;
  const { sessions, lookups } = deps.store;
  const { paperId } = found.session;
  const [questions, answers, favorites, notes, paperItems] = await Promise.all([
    lookups.questionsWithNames(ids),
    sessions.answers(found.session.id),
    lookups.favoriteIds(userId, ids),
    deps.questionNotes.textsOf(userId, ids),
    paperId === null ? [] : lookups.paperItems(paperId),
  ]);
  const sections = new Map(paperItems.map((item) => [item.questionId, item.section]));
  return toPracticeView({ session: found, questions, answers, favorites, notes, sections });
}
