import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { favorites } from './favorite.schema';

/** A law that gave way to another. */
export type TLawFavoriteMove = { fromLawId: number; toLawId: number };

/** SQL that moves every user's favourite of a retired law to the law that replaced it. */
export function createLawFavoritesRepository(db: TDb) {
  return {
    /**
     * Stars the new law for each user who starred the old one (keeping the old star's time; a
     * user who already starred the new law keeps that star: the rows merge) and removes the old
     * stars, in one transaction. Idempotent: answers how many old stars it moved.
     */
    async move({ fromLawId, toLawId }: TLawFavoriteMove): Promise<number> {
      const old = and(eq(favorites.kind, 'law'), eq(favorites.targetId, fromLawId));
      return db.transaction(async (tx) => {
        await tx
          .insert(favorites)
          .select(
            tx
              .select({
                userId: favorites.userId,
                kind: favorites.kind,
                targetId: sql<number>`${toLawId}::int`.as('target_id'),
                createdAt: favorites.createdAt,
              })
              .from(favorites)
              .where(old),
          )
          .onConflictDoNothing();
        const removed = await tx
          .delete(favorites)
          .where(old)
          .returning({ userId: favorites.userId });
        return removed.length;
      });
    },
  };
}
