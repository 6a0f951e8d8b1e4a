import type { z } from 'zod';
import type { answerPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { TPracticeRepositories } from './practice-repositories';
import type { TSessionRow } from './practice.repository';
import { isRightAnswer, normaliseChoice } from '../../../platform/scoring/scoring';
import type { TAuth } from '../../../platform/http/auth';
import { openOwnSession, type TPracticeDeps } from './practice-context';
import { recordCheckedAnswers } from './practice-record';
import { toAnswerView, toSessionView } from './practice-view';
import { toSolution, type TQuestionRow } from '../question-view';

type TAnswerRequest = z.infer<typeof answerPracticeCall.request>;
type TAnswerData = z.input<typeof answerPracticeCall.data>;

/** The chosen letters, sorted; 4703 when one is not an option of the question. */
function validChoice(question: TQuestionRow, chosen: string[]): string[] {
  const letters = normaliseChoice(chosen);
  const keys = new Set(question.options.map((option) => option.key));
  const foreign = letters.filter((letter) => !keys.has(letter));
  if (foreign.length > 0) {
    throw new AppError(E.optionInvalid, `所选选项 ${foreign.join('、')} 不是本题的选项`);
  }
  if (question.type === 'single' && letters.length > 1) {
    throw new AppError(E.optionInvalid, '单选题只能选择一个选项');
  }
  return letters;
}

/** Locks the session for the transaction; 4705 when it was finished meanwhile. */
async function lockOpen(repositories: TPracticeRepositories, id: string): Promise<TSessionRow> {
  const session = await repositories.sessions.lockOpenSession(id);
  if (!session) throw new AppError(E.sessionFinished);
  return session;
}

/**
 * Answers one question of a session. 练习/背题: checked now, once per question (4704), with
 * statistics and the wrong-answer book updated in the same transaction; the solution is
 * returned. A paper: the answer is stored or replaced, unchecked, until the paper is submitted.
 */
export async function answerQuestion(
  deps: TPracticeDeps,
  auth: TAuth,
  request: TAnswerRequest,
): Promise<TAnswerData> {
  const userId = deps.bankAccess.requireUser(auth);
  const found = await openOwnSession(deps, auth, userId, request.sessionId);
  const { session } = found;
  if (session.finishedAt) throw new AppError(E.sessionFinished);
  if (!session.questionIds.includes(request.questionId)) throw new AppError(E.questionNotInSession);
  const at = deps.now();
  if (session.deadline && at > session.deadline) throw new AppError(E.timeUp);
  const [row] = await deps.store.lookups.questionsWithNames([request.questionId]);
  if (!row) throw new AppError(E.questionNotFound);
  const chosen = validChoice(row.question, request.chosen);
  const values = { sessionId: session.id, questionId: row.question.id, userId, chosen };

  if (session.mode === 'exam') {
    const saved = await deps.store.transaction(async (repositories) => {
      await lockOpen(repositories, session.id);
      const answer = await repositories.sessions.upsertAnswer({ ...values, answeredAt: at });
      return { answer, session: await repositories.sessions.recountAnswers(session.id) };
    });
    return {
      answer: toAnswerView(saved.answer),
      solution: null,
      session: toSessionView({ session: saved.session, subjectName: found.subjectName }),
    };
  }

  const isCorrect = isRightAnswer(row.question.answer, chosen);
  const saved = await deps.store.transaction(async (repositories) => {
    // Counting first takes the session's row lock and finds it still open (else 4705).
    const updated = await repositories.sessions.countAnswerIfOpen(session.id, isCorrect);
    if (!updated) throw new AppError(E.sessionFinished);
    // The primary key (session, question) refuses a second answer, even when two race; the
    // error rolls the count back, so nothing is counted twice.
    const answer = await repositories.sessions.insertAnswer({
      ...values,
      isCorrect,
      points: isCorrect
        ? (session.questionPoints[session.questionIds.indexOf(row.question.id)] ?? 0)
        : 0,
      answeredAt: at,
    });
    if (!answer) throw new AppError(E.alreadyAnswered);
    await recordCheckedAnswers(repositories, userId, [{ ...values, isCorrect }], at);
    return { answer, session: updated };
  });
  return {
    answer: toAnswerView(saved.answer),
    solution: toSolution(row.question),
    session: toSessionView({ session: saved.session, subjectName: found.subjectName }),
  };
}
