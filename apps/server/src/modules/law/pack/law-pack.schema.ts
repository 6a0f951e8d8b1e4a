import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The law pack's load, one row per pack name: which pack (by checksum) is loading or loaded, how
 * far the load is, and the documents the last loaded pack held. Every server process reads it
 * for the progress the pages show; the one process that holds the load's job lease writes it.
 */
export const lawPackLoads = pgTable('law_pack_loads', {
  name: text('name').primaryKey(),
  /** SHA-256 of the pack being loaded (state loading) or loaded (state done). */
  checksum: text('checksum').notNull(),
  sourceCommit: text('source_commit').notNull(),
  /** loading or done. */
  state: text('state').notNull(),
  /** Documents of the pack, and how many of them are in the database (durably). */
  total: integer('total').notNull(),
  loaded: integer('loaded').notNull(),
  /**
   * Source keys of the documents the last completely loaded pack held: a newer pack removes the
   * ones it no longer has, and nothing an operator imported with import:laws.
   */
  sourceKeys: jsonb('source_keys').$type<string[]>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
