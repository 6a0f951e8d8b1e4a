import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { tsvector } from '../../platform/db/columns';

/**
 * The global search's index of the content types without a search index of their own
 * (questions, books, courses, articles, downloads): one row per item with what a hit shows,
 * and the title (A) and text (D) tokens the law search uses. Rebuilt per kind from its source
 * when the source's signature changes (see indexed-provider.ts).
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: serial('id').primaryKey(),
    /** The search tab the row belongs to (question, book, course, article, download). */
    kind: text('kind').notNull(),
    /** The item's id in its own table. */
    refId: integer('ref_id').notNull(),
    title: text('title').notNull(),
    /** The text a snippet is cut from (a question's stem and options, never its answer). */
    body: text('body').notNull(),
    tags: text('tags').array().notNull(),
    /** The web path that opens the item. */
    path: text('path').notNull(),
    vector: tsvector('vector').notNull(),
  },
  (table) => [
    unique('search_entries_kind_ref_unique').on(table.kind, table.refId),
    index('search_entries_vector_idx').using('gin', table.vector),
  ],
);

/** Which version of each kind's source the index holds (the source's signature). */
export const searchIndexState = pgTable('search_index_state', {
  kind: text('kind').primaryKey(),
  signature: text('signature').notNull(),
});
