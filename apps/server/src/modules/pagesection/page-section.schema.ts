import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sites } from '../session/site.schema';

export type TPageSectionSettings = {
  /** Path inside the web app, e.g. `/home`. */
  path: string;
};

/** Items of a site's configurable page sections, such as the header menu (`headMenu`). */
export const pageSectionItems = pgTable(
  'page_section_items',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    pageValue: text('page_value').notNull(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<TPageSectionSettings>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('page_section_items_site_page_idx').on(table.siteId, table.pageValue)],
);
