import { and, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { activationBatches, activationCodes } from './activation.schema';
import { firstRow } from '../../platform/db/first-row';

export type TActivationBatchRow = typeof activationBatches.$inferSelect;
export type TActivationBatchWithUse = TActivationBatchRow & { used: number };

/** SQL for activation batches and codes, on a connection or a transaction. */
export function createActivationRepository(db: TDb) {
  return {
    async insertBatch(fields: typeof activationBatches.$inferInsert): Promise<TActivationBatchRow> {
      const [row] = await db.insert(activationBatches).values(fields).returning();
      if (!row) throw new Error('activation batch insert returned no row');
      return row;
    },

    /**
     * Stores codes of a batch by hash; answers the hashes stored. A hash already taken (two
     * random codes alike, about one in 10^18 per pair) is skipped, and the caller makes more.
     */
    async insertCodes(
      batchId: number,
      codes: { codeHash: string; prefix: string }[],
    ): Promise<string[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .insert(activationCodes)
        .values(codes.map((code) => ({ ...code, batchId })))
        .onConflictDoNothing({ target: activationCodes.codeHash })
        .returning({ codeHash: activationCodes.codeHash });
      return rows.map((row) => row.codeHash);
    },

    /**
     * Spends a code of the site, still unredeemed and of a batch redeemable at `at`, for a
     * user; answers it with its batch, or undefined. One conditional update: of two redeems
     * of one code racing, the second waits for the first's row lock, then finds redeemed_at
     * set and changes nothing, so exactly one wins.
     */
    async claim(siteId: number, codeHash: string, userId: number, at: Date) {
      const usable = db
        .select({ id: activationBatches.id })
        .from(activationBatches)
        .where(
          and(
            eq(activationBatches.siteId, siteId),
            gt(activationBatches.validUntil, sql`${at.toISOString()}::timestamptz`),
          ),
        );
      const [claimed] = await db
        .update(activationCodes)
        .set({ redeemedBy: userId, redeemedAt: at })
        .where(
          and(
            eq(activationCodes.codeHash, codeHash),
            isNull(activationCodes.redeemedAt),
            inArray(activationCodes.batchId, usable),
          ),
        )
        .returning({ id: activationCodes.id, batchId: activationCodes.batchId });
      if (!claimed) return undefined;
      const [batch] = await db
        .select()
        .from(activationBatches)
        .where(eq(activationBatches.id, claimed.batchId));
      if (!batch) throw new Error('claimed code has no batch');
      return { codeId: claimed.id, batch };
    },

    /** Records which authorisation a redeemed code created or extended. */
    async setAuthorisation(codeId: number, authorisationId: number): Promise<void> {
      await db
        .update(activationCodes)
        .set({ authorisationId })
        .where(eq(activationCodes.id, codeId));
    },

    /** A code of the site by hash, with when it was redeemed and until when its batch ran. */
    async find(siteId: number, codeHash: string) {
      const [row] = await db
        .select({
          redeemedAt: activationCodes.redeemedAt,
          redeemedBy: activationCodes.redeemedBy,
          validUntil: activationBatches.validUntil,
          bookId: activationBatches.bookId,
        })
        .from(activationCodes)
        .innerJoin(activationBatches, eq(activationBatches.id, activationCodes.batchId))
        .where(and(eq(activationCodes.codeHash, codeHash), eq(activationBatches.siteId, siteId)));
      return row;
    },

    /** The batches of a site with how many of their codes were redeemed, newest first. */
    async listBatches(siteId: number): Promise<TActivationBatchWithUse[]> {
      const used = db
        .select({ batchId: activationCodes.batchId, used: count().as('used') })
        .from(activationCodes)
        .where(isNotNull(activationCodes.redeemedAt))
        .groupBy(activationCodes.batchId)
        .as('used_codes');
      const rows = await db
        .select({ batch: activationBatches, used: used.used })
        .from(activationBatches)
        .leftJoin(used, eq(used.batchId, activationBatches.id))
        .where(eq(activationBatches.siteId, siteId))
        .orderBy(desc(activationBatches.id));
      return rows.map((row) => ({ ...row.batch, used: Number(row.used ?? 0) }));
    },

    /** The batch the demo seed wrote under a mark, if any. */
    async findSeeded(siteId: number, seedKey: string): Promise<TActivationBatchRow | undefined> {
      return firstRow(
        db,
        activationBatches,
        and(eq(activationBatches.siteId, siteId), eq(activationBatches.seedKey, seedKey)),
      );
    },

    /** Which of some hashes belong to codes of a batch nobody has redeemed yet. */
    async unredeemed(batchId: number, codeHashes: string[]): Promise<Set<string>> {
      if (codeHashes.length === 0) return new Set();
      const rows = await db
        .select({ codeHash: activationCodes.codeHash })
        .from(activationCodes)
        .where(
          and(
            eq(activationCodes.batchId, batchId),
            inArray(activationCodes.codeHash, codeHashes),
            isNull(activationCodes.redeemedAt),
          ),
        );
      return new Set(rows.map((row) => row.codeHash));
    },
  };
}

export type TActivationRepository = ReturnType<typeof createActivationRepository>;
