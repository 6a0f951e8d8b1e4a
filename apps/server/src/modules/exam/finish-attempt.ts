import type { TAttemptRow, TFinishedStatus } from './attempt.repository';
import type { TExamPaperRow } from './exam.repository';
import type { TExamRepositories } from './exam-repositories';
import type { TExamDeps, TPaperById } from './exam-context';
import { scoreAttempt } from './exam-scoring';

// Finishing an attempt, by 交卷 (submitted) or at the deadline (collected): scored from its
// stored answers and moved out of in_progress in one transaction. The status transition is
// the arbiter (attempt.repository finish), so an attempt is scored exactly once however many
// callers race; the wrong objective answers go to the wrong-answer book after the commit.

export type TFinishDeps = TExamDeps & { paperById: TPaperById };

type TFinished = { attempt: TAttemptRow; wrong: { questionId: number; chosen: string[] }[] };

/** Scores a locked, in-progress attempt and finishes it; null when another caller did. */
async function scoreAndFinish(
  repositories: TExamRepositories,
  attempt: TAttemptRow,
  paper: TExamPaperRow,
  status: TFinishedStatus,
  now: Date,
): Promise<TFinished | null> {
  const answers = await repositories.attempts.answers(attempt.id);
  const result = scoreAttempt(paper.questions, answers, paper.partialCredit);
  // Collected at the deadline: the time used is the time allowed, whenever the sweep ran.
  const finishedAt = status === 'collected' && attempt.deadline < now ? attempt.deadline : now;
  const finished = await repositories.attempts.finish(attempt.id, {
    status,
    finishedAt,
    score: result.score,
    scored: result.scored,
  });
  if (!finished) return null;
  // Reopened by 补时: answers unchanged since went to the book at the first collection.
  const reopenedAt = attempt.reopenedAt;
  const wrong = answers.filter((answer) => {
    const outcome = result.results.get(answer.questionId);
    const isNew = reopenedAt === null || answer.savedAt > reopenedAt;
    return isNew && answer.chosen.length > 0 && outcome !== undefined && !outcome.isCorrect;
  });
  return {
    attempt: finished,
    wrong: wrong.map((answer) => ({ questionId: answer.questionId, chosen: answer.chosen })),
  };
}

/** Puts wrong answers in the book; a failure there never undoes the finished attempt. */
async function recordMistakes(deps: TFinishDeps, finished: TFinished, at: Date): Promise<void> {
  if (finished.wrong.length === 0) return;
  try {
    await deps.recordWrongAnswers(finished.attempt.userId, finished.wrong, at);
  } catch (error) {
    // E.g. a question deleted from the bank since the exam froze it: the score stands.
    deps.log.warn({ err: error, attemptId: finished.attempt.id }, 'exam mistakes not recorded');
  }
}

/** Finishes one attempt if it is still in progress; null when it was finished already. */
export async function finishAttempt(
  deps: TFinishDeps,
  attempt: Pick<TAttemptRow, 'id' | 'paperId'>,
  status: TFinishedStatus,
  now: Date,
): Promise<TAttemptRow | null> {
  const paper = await deps.paperById(attempt.paperId);
  const finished = await deps.store.transaction(async (repositories) => {
    const open = await repositories.attempts.lockOpen(attempt.id);
    return open ? scoreAndFinish(repositories, open, paper, status, now) : null;
  });
  if (!finished) return null;
  await recordMistakes(deps, finished, now);
  return finished.attempt;
}

/**
 * The deadline sweep: collects every attempt whose deadline plus the save grace has passed,
 * `batchSize` at a time (FOR UPDATE SKIP LOCKED: processes sweeping together split the work),
 * until none is left. Answers how many this call collected.
 */
export async function closeOverdueAttempts(
  deps: TFinishDeps,
  now: Date,
  batchSize: number,
  graceSeconds: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceSeconds * 1000);
  let closed = 0;
  for (;;) {
    const batch = await deps.store.transaction(async (repositories) => {
      const rows = await repositories.attempts.lockOverdue(cutoff, batchSize);
      const finished: TFinished[] = [];
      for (const row of rows) {
        const paper = await deps.paperById(row.paperId, repositories.exams);
        const done = await scoreAndFinish(repositories, row, paper, 'collected', now);
        if (done) finished.push(done);
      }
      return { taken: rows.length, finished };
    });
    for (const done of batch.finished) await recordMistakes(deps, done, now);
    closed += batch.finished.length;
    if (batch.taken < batchSize) return closed;
  }
}
