import { sql } from 'drizzle-orm';
import type { TDb } from './database';

/**
 * Advisory lock classes (the first key; the user id is the second) of the per-user caps, one
 * per kind of row, each held to the end of the inserting transaction.
 */
export const USER_CAP_LOCK = { mindDocs: 4981, notebooks: 4982, orgApplications: 4983 } as const;

/**
 * Runs `insert` only while the user holds fewer than `cap` rows by `countHeld`, the count and
 * the insert in one transaction under the user's advisory lock of the kind: parallel inserts
 * cannot all pass a count none of them is in (check-then-act). Undefined when the cap is met.
 */
export function insertUnderCap<T>(
  db: TDb,
  lock: { lockClass: number; userId: number; cap: number },
  countHeld: (tx: TDb) => Promise<number>,
  insert: (tx: TDb) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lock.lockClass}, ${lock.userId})`);
    if ((await countHeld(tx)) >= lock.cap) return undefined;
    return insert(tx);
  });
}
