import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { smsCodes } from './sms-code.schema';

export type TSmsCode = typeof smsCodes.$inferSelect;

/** SQL for sent SMS codes (hashes only). */
export function createSmsCodeRepository(db: TDb) {
  return {
    async insert(code: typeof smsCodes.$inferInsert): Promise<void> {
      await db.insert(smsCodes).values(code);
    },

    /** The newest code sent to a phone for a purpose, if any. */
    async latest(siteId: number, phone: string, purpose: string): Promise<TSmsCode | undefined> {
      const rows = await db
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.siteId, siteId),
            eq(smsCodes.phone, phone),
            eq(smsCodes.purpose, purpose),
          ),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1);
      return rows[0];
    },

    /** Counts a wrong try; returns the tries so far. */
    async countWrongTry(id: number): Promise<number> {
      const [row] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, id))
        .returning({ attempts: smsCodes.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    /** Spends a code; false when it was already spent (two racing logins: one wins). */
    async markUsed(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ usedAt: at })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },

    /**
     * Deletes up to `limit` codes that expired before `cutoff` (used or not: a used code is
     * kept until then too, so that an older unused code never becomes the newest). Answers how
     * many went.
     */
    async deleteExpiredBefore(cutoff: Date, limit: number): Promise<number> {
      const expired = lt(smsCodes.expiresAt, cutoff);
      const batch = db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(expired)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(smsCodes)
        .where(and(inArray(smsCodes.id, batch), expired))
        .returning({ id: smsCodes.id });
      return rows.length;
    },
  };
}

export type TSmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
