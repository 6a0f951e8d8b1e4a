import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { homeSections } from './page-section.schema';

export type THomeSectionRow = typeof homeSections.$inferSelect;

/** SQL for sites' home sections. */
export function createHomeSectionRepository(db: TDb) {
  return {
    /** A site's sections in display order (on and off). */
    async list(siteId: number): Promise<THomeSectionRow[]> {
      return db
        .select()
        .from(homeSections)
        .where(eq(homeSections.siteId, siteId))
        .orderBy(asc(homeSections.sortOrder), asc(homeSections.id));
    },

    async byId(id: number): Promise<THomeSectionRow | undefined> {
      const [row] = await db.select().from(homeSections).where(eq(homeSections.id, id));
      return row;
    },

    async update(
      id: number,
      patch: Partial<Pick<THomeSectionRow, 'title' | 'enabled' | 'config'>>,
    ): Promise<THomeSectionRow | undefined> {
      const [row] = await db
        .update(homeSections)
        .set(patch)
        .where(eq(homeSections.id, id))
        .returning();
      return row;
    },

    /**
     * Gives the site's sections the positions of `ids` (1, 2, …) in one transaction, so a reader
     * never sees half an order. The caller has checked that `ids` are exactly the site's.
     */
    async reorder(siteId: number, ids: readonly number[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.entries()) {
          await tx
            .update(homeSections)
            .set({ sortOrder: index + 1 })
            .where(and(eq(homeSections.siteId, siteId), eq(homeSections.id, id)));
        }
      });
    },
  };
}

export type THomeSectionRepository = ReturnType<typeof createHomeSectionRepository>;
