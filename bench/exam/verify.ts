import { eq } from 'drizzle-orm';
import type { TDb } from '@yzfk/server/platform/db/database';
import { examAnswers, examAttempts } from '@yzfk/server/modules/exam/exam.schema';
import type { TLedger } from './simulate';

/** What the database holds after the run, checked against what the server acknowledged. */
export type TVerdict = {
  /** Acknowledged saves whose question does not hold that answer in a scored attempt. */
  lost: number;
  /** Acknowledged saves checked (the last one per question of each attempt). */
  checked: number;
  submitted: number;
  collected: number;
  /** Attempts still in progress, or finished without a score. */
  unfinished: number;
};

const sameChoice = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((letter, i) => letter === b[i]);

/**
 * Per attempt and question, the stored answer must be the last acknowledged save, in an
 * attempt that is finished and scored. A stored answer newer than the last acknowledged one
 * is fine only when it is a later save of ours whose reply was lost (sent, not acknowledged).
 */
export async function verifyAnswers(
  db: TDb,
  examId: number,
  ledgers: TLedger[],
): Promise<TVerdict> {
  const attempts = await db
    .select({ id: examAttempts.id, status: examAttempts.status, score: examAttempts.score })
    .from(examAttempts)
    .where(eq(examAttempts.examId, examId));
  const answers = await db
    .select({
      attemptId: examAnswers.attemptId,
      questionId: examAnswers.questionId,
      seq: examAnswers.seq,
      chosen: examAnswers.chosen,
    })
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .where(eq(examAttempts.examId, examId));
  const stored = new Map(answers.map((row) => [`${row.attemptId}:${row.questionId}`, row]));
  const attemptOf = new Map(attempts.map((row) => [row.id, row]));
  const verdict: TVerdict = { lost: 0, checked: 0, submitted: 0, collected: 0, unfinished: 0 };
  for (const row of attempts) {
    if (row.status === 'submitted') verdict.submitted++;
    else if (row.status === 'collected') verdict.collected++;
    if (row.status === 'in_progress' || row.score === null) verdict.unfinished++;
  }
  for (const ledger of ledgers) {
    if (ledger.attemptId === null) continue;
    const attempt = attemptOf.get(ledger.attemptId);
    const scored =
      attempt !== undefined && attempt.status !== 'in_progress' && attempt.score !== null;
    for (const [questionId, ack] of ledger.acked) {
      verdict.checked++;
      const row = stored.get(`${ledger.attemptId}:${questionId}`);
      const holds =
        row !== undefined &&
        ((row.seq === ack.seq && sameChoice(row.chosen, ack.chosen)) ||
          (row.seq > ack.seq &&
            ledger.sent.get(row.seq)?.questionId === questionId &&
            sameChoice(row.chosen, ledger.sent.get(row.seq)?.chosen ?? [])));
      if (!scored || !holds) verdict.lost++;
    }
  }
  return verdict;
}
