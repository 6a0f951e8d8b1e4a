import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ownerRef } from '../../platform/db/columns';
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
    siteId: ownerRef('site_id', () => sites.id),
    pageValue: text('page_value').notNull(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<TPageSectionSettings>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('page_section_items_site_page_idx').on(table.siteId, table.pageValue)],
);

/**
 * A site's home page sections (issue 14): the kind decides what content the server resolves;
 * `config` is the kind's configuration (contract HOME_SECTION_CONFIGS), checked on every edit.
 */
export const homeSections = pgTable(
  'home_sections',
  {
    id: serial('id').primaryKey(),
    siteId: ownerRef('site_id', () => sites.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('home_sections_site_order_idx').on(table.siteId, table.sortOrder)],
);
