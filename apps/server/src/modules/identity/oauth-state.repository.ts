import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { oauthStates } from './oauth-state.schema';

export type TOAuthState = typeof oauthStates.$inferSelect;

/** SQL for the single-use states of WeChat authorisation round trips. */
export function createOAuthStateRepository(db: TDb) {
  return {
    async insert(state: typeof oauthStates.$inferInsert): Promise<void> {
      await db.insert(oauthStates).values(state);
    },

    /** Spends a state; undefined when it is unknown or already spent. */
    async consume(state: string, at: Date): Promise<TOAuthState | undefined> {
      const rows = await db
        .update(oauthStates)
        .set({ usedAt: at })
        .where(and(eq(oauthStates.state, state), isNull(oauthStates.usedAt)))
        .returning();
      return rows[0];
    },

    /** Deletes up to `limit` states that expired before `cutoff`; answers how many went. */
    async deleteExpiredBefore(cutoff: Date, limit: number): Promise<number> {
      const expired = lt(oauthStates.expiresAt, cutoff);
      const batch = db
        .select({ state: oauthStates.state })
        .from(oauthStates)
        .where(expired)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(oauthStates)
        .where(and(inArray(oauthStates.state, batch), expired))
        .returning({ state: oauthStates.state });
      return rows.length;
    },
  };
}

export type TOAuthStateRepository = ReturnType<typeof createOAuthStateRepository>;
