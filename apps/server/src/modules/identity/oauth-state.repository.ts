import { and, eq, isNull } from 'drizzle-orm';
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
  };
}

export type TOAuthStateRepository = ReturnType<typeof createOAuthStateRepository>;
