import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { moment, ownerRef, requiredMoment, tsvector } from '../../platform/db/columns';
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
    userId: ownerRef('user_id', () => users.id),
    source: text('source').$type<TNoteSource>().notNull(),
    sourceId: integer('source_id').notNull(),
    anchor: text('anchor').notNull().default(''),
    anchorOrder: doublePrecision('anchor_order').notNull().default(0),
    quote: text('quote').notNull().default(''),
    text: text('text').notNull(),
    colour: text('colour').$type<TNoteColour>().notNull().default('yellow'),
    createdAt: requiredMoment('created_at').defaultNow(),
    updatedAt: requiredMoment('updated_at').defaultNow(),
    /** Set by a delete, cleared by 撤销; deleted notes are hidden and swept later. */
    deletedAt: moment('deleted_at'),
    /**
     * The Chinese tokens of quote and text (platform/search/ts-literals.ts). Null for rows written by
     * SQL (the question-notes copy): a search fills the user's null vectors first.
     */
    searchVector: tsvector('search_vector'),
    /**
     * The 法考 subject of the note's source (a syllabus subject name, see tiku/syllabus.ts),
     * given by the source's port when the note is written; '' when the source has none, null
     * when not resolved yet (rows written by SQL, the question bank's notes): the subject list
     * resolves the user's null rows first, as a search fills the vectors.
     */
    subject: text('subject'),
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
    index('notes_search_vector_idx').using('gin', table.searchVector),
    // My notes of one subject (the /mynotes subject filter and counts).
    index('notes_user_subject_idx').on(table.userId, table.subject),
  ],
);

/** A user's free tags on their notes (易错, 重点…): at most NOTE_TAGS_MAX per note. */
export const noteTags = pgTable(
  'note_tags',
  {
    noteId: ownerRef('note_id', () => notes.id),
    /** The note's writer, kept here so my tags and their counts need no join to list. */
    userId: ownerRef('user_id', () => users.id),
    tag: text('tag').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.noteId, table.tag] }),
    check('note_tags_tag_check', sql`char_length(${table.tag}) between 1 and 20`),
    index('note_tags_user_tag_idx').on(table.userId, table.tag),
  ],
);

/** A user's named collection of notes (/mynotes notebooks). */
export const notebooks = pgTable(
  'notebooks',
  {
    id: serial('id').primaryKey(),
    userId: ownerRef('user_id', () => users.id),
    name: text('name').notNull(),
    createdAt: requiredMoment('created_at').defaultNow(),
  },
  (table) => [
    check('notebooks_name_check', sql`char_length(${table.name}) between 1 and 40`),
    index('notebooks_user_idx').on(table.userId, table.id),
  ],
);

/** Which notes a notebook holds; a note may be in several notebooks. */
export const notebookNotes = pgTable(
  'notebook_notes',
  {
    notebookId: ownerRef('notebook_id', () => notebooks.id),
    noteId: ownerRef('note_id', () => notes.id),
    addedAt: requiredMoment('added_at').defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.notebookId, table.noteId] }),
    index('notebook_notes_note_idx').on(table.noteId),
  ],
);

export type TNotebookRow = typeof notebooks.$inferSelect;

export type TNoteRow = typeof notes.$inferSelect;
