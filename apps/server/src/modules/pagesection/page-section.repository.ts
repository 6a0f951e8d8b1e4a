import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { pageSectionItems } from './page-section.schema';

export type TPageSectionItem = typeof pageSectionItems.$inferSelect;

/** SQL for the items of sites' page sections. */
export function createPageSectionRepository(db: TDb) {
  return {
    /** The items of one section of one site, in display order. */
    async list(siteId: number, pageValue: string): Promise<TPageSectionItem[]> {
      return db
        .select()
        .from(pageSectionItems)
        .where(and(eq(pageSectionItems.siteId, siteId), eq(pageSectionItems.pageValue, pageValue)))
        .orderBy(asc(pageSectionItems.sortOrder), asc(pageSectionItems.id));
    },
  };
}

export type TPageSectionRepository = ReturnType<typeof createPageSectionRepository>;
