import { sql } from 'drizzle-orm';
import type { TDb } from './database';

/**
 * Waits until every transaction committed so far is on disk. Importers commit their batches
 * with `synchronous_commit = off` (fast; a crash loses only the last batches, never
 * consistency). A commit with it on waits until the write-ahead log is flushed up to its own
 * commit record, and the log is flushed in order: so everything committed before is durable too.
 */
export async function waitForDurableCommits(db: TDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = on`);
    // A transaction that wrote nothing to the log commits without waiting, even with a
    // transaction id; a transactional message is the smallest write that makes it wait.
    await tx.execute(sql`SELECT pg_logical_emit_message(true, 'yzfk', 'durable')`);
  });
}

/**
 * Lets an importer's transaction commit without waiting for the disk: a crash loses at most the
 * last batches (the next run imports them again), never consistency. Progress counts them once
 * they are on disk (durable-progress.ts, through waitForDurableCommits).
 */
export async function relaxCommit(tx: TDb): Promise<void> {
  await tx.execute(sql`SET LOCAL synchronous_commit = off`);
}
