import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TFavoriteKind } from '@yzfk/contract/calls/favorite';
import type { TDb } from '../../platform/db/database';
import { favorites } from './favorite.schema';
import { countedPage } from '../../platform/db/counted-page';
import { pageWindow } from '../../platform/paging';

export type TFavoriteRow = { targetId: number; createdAt: Date };

/** A user's favourites of one kind. */
const mine = (userId: number, kind: TFavoriteKind) =>
  and(eq(favorites.userId, userId), eq(favorites.kind, kind));

/** SQL for favourites: set, remove, a page of one kind, which of some ids are favourites. */
export function createFavoriteRepository(db: TDb) {
  return {
    /** Adds the favourite; a second add keeps the first row (and its time): idempotent. */
    async add(userId: number, kind: TFavoriteKind, targetId: number, at: Date): Promise<void> {
      await db
        .insert(favorites)
        .values({ userId, kind, targetId, createdAt: at })
        .onConflictDoNothing();
    },

    async remove(userId: number, kind: TFavoriteKind, targetId: number): Promise<void> {
      await db.delete(favorites).where(and(mine(userId, kind), eq(favorites.targetId, targetId)));
    },

    /** A page of the user's favourites of a kind, newest first, and their total. */
    async page(
      userId: number,
      kind: TFavoriteKind,
      page: number,
      pageSize: number,
    ): Promise<{ rows: TFavoriteRow[]; total: number }> {
      const where = mine(userId, kind);
      const { limit, offset } = pageWindow({ page, pageSize });
      return countedPage(
        db,
        favorites,
        where,
        db
          .select({ targetId: favorites.targetId, createdAt: favorites.createdAt })
          .from(favorites)
          .where(where)
          .orderBy(desc(favorites.createdAt), desc(favorites.targetId))
          .limit(limit)
          .offset(offset),
      );
    },

    /** Which of `targetIds` the user has favourited. */
    async favoriteIds(userId: number, kind: TFavoriteKind, targetIds: number[]): Promise<number[]> {
      if (targetIds.length === 0) return [];
      const rows = await db
        .select({ targetId: favorites.targetId })
        .from(favorites)
        .where(and(mine(userId, kind), inArray(favorites.targetId, targetIds)));
      return rows.map((row) => row.targetId);
    },
  };
}

export type TFavoriteRepository = ReturnType<typeof createFavoriteRepository>;
