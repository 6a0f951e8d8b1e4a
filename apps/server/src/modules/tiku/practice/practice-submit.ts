import type { TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { TPracticeRepositories } from './practice-repositories';
import type { TSessionRow } from './practice.repository';
import { scoreAnswer } from '../../../platform/scoring/scoring';
import type { TAuth } from '../../../platform/http/auth';
import { loadPracticeView, openOwnSession, type TPracticeDeps } from './practice-context';
import { recordCheckedAnswers } from './practice-record';

/**
 * Scores a finished paper by its rules: each answer gets isCorrect and points, the session its
 * score and right-answer count, and every answered question goes to the statistics and the
 * wrong-answer book (an unanswered question earns 0 but is not a mistake).
 */
async function scorePaperSession(
  repositories: TPracticeRepositories,
  session: TSessionRow,
  at: Date,
): Promise<void> {
  const answers = await repositories.sessions.answers(session.id);
  const questions = await repositories.lookups.questionsWithNames(
    answers.map((answer) => answer.questionId),
  );
  const keyOf = new Map(questions.map(({ question }) => [question.id, question]));
  const scored = answers.flatMap((answer) => {
    const question = keyOf.get(answer.questionId);
    if (!question) return [];
    const score = scoreAnswer({
      type: question.type,
      answer: question.answer,
      chosen: answer.chosen,
      points: session.questionPoints[session.questionIds.indexOf(answer.questionId)] ?? 0,
      partialCredit: session.partialCredit,
    });
    return [{ questionId: answer.questionId, chosen: answer.chosen, ...score }];
  });
  await repositories.sessions.saveScores(session.id, scored, {
    correctCount: scored.filter((item) => item.isCorrect).length,
    score: scored.reduce((sum, item) => sum + item.points, 0),
  });
  await recordCheckedAnswers(repositories, session.userId, scored, at);
}

/**
 * Ends a session once (4705 the second time, also when two submits race: only one update
 * finds it unfinished). A paper is scored in the same transaction; a timed paper may be
 * submitted after its deadline (the client submits when time is up), answers may not.
 */
export async function submitPractice(
  deps: TPracticeDeps,
  auth: TAuth,
  sessionId: string,
): Promise<TPracticeView> {
  const userId = deps.bankAccess.requireUser(auth);
  const found = await openOwnSession(deps, auth, userId, sessionId);
  if (found.session.finishedAt) throw new AppError(E.sessionFinished);
  const at = deps.now();
  const session = await deps.store.transaction(async (repositories) => {
    const finished = await repositories.sessions.finish(sessionId, at);
    if (!finished) throw new AppError(E.sessionFinished);
    if (finished.mode === 'exam') await scorePaperSession(repositories, finished, at);
    return finished;
  });
  const reread = await deps.store.sessions.findSession(session.id, userId);
  return loadPracticeView(deps, userId, reread ?? { ...found, session });
}
