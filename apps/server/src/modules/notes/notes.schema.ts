import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TNoteColour, TNoteSource } from '@yzfk/contract/calls/notes';
import { users } from '../identity/user.schema';

/**
 * Every note a user writes, whatever it is on (decision 0019). `source` and `source_id` name the
 * content (no foreign key: the sources live in different tables and modules); `anchor` is the
 * place inside it as the source kind writes it, `anchor_order` the number that sorts a source's
 * notes in reading order. Later additions (notebooks, tags, a search vector) join on `id`.
 */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<TNoteSource>().notNull(),
    sourceId: integer('source_id').notNull(),
    anchor: text('anchor').notNull().default(''),
    anchorOrder: doublePrecision('anchor_order').notNull().default(0),
    quote: text('quote').notNull().default(''),
    text: text('text').notNull(),
    colour: text('colour').$type<TNoteColour>().notNull().default('yellow'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('notes_source_check', sql`${table.source} in ('question', 'law', 'book', 'lesson')`),
    check(
      'notes_colour_check',
      sql`${table.colour} in ('yellow', 'green', 'blue', 'pink', 'purple')`,
    ),
    // Caps as the contract's, so a row can never exceed what the API accepts.
    check(
      'notes_length_check',
      sql`char_length(${table.text}) <= 5000 and char_length(${table.quote}) <= 1000 and char_length(${table.anchor}) <= 200`,
    ),
    // My notes of one source in reading order (the lesson panel, /mynotes/list/:id).
    index('notes_user_source_order_idx').on(
      table.userId,
      table.source,
      table.sourceId,
      table.anchorOrder,
      table.id,
    ),
    // My notes newest first (/mynotes).
    index('notes_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
  ],
);

export type TNoteRow = typeof notes.$inferSelect;
