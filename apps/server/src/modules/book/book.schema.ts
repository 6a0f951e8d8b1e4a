import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownerRef, requiredMoment } from '../../platform/db/columns';
import type {
  BOOK_ACCESS,
  BOOK_CATEGORIES,
  BOOK_FORMATS,
  TBookContentsNode,
  TMindMapNode,
} from '@yzfk/contract/calls/book';
import { users } from '../identity/user.schema';
import { mediaFiles, playedPartColumns, playedPartDurationCheck } from '../media/media.schema';
import { clientOrderedColumns } from '../../platform/db/client-ordered-save';

// Books (docs/book-format.md): their facts, contents, formats (EPUB and/or PDF media files), an
// audiobook's chapters, a mind map, and per user the reading progress and code unlocks.

export type TBookCategory = (typeof BOOK_CATEGORIES)[number];
/**
 * Who may read a book: any session (free), sessions holding an authorisation (authorised), or
 * users who redeemed a code of that book (code: the code printed in the paper book, 扫码阅读).
 */
export type TBookAccess = (typeof BOOK_ACCESS)[number];
export type TBookFormat = (typeof BOOK_FORMATS)[number];

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    /** The manifest's key: importing the folder again updates this row. */
    key: text('key').notNull().unique(),
    title: text('title').notNull(),
    authors: jsonb('authors').$type<string[]>().notNull(),
    publisher: text('publisher').notNull(),
    isbn: text('isbn'),
    edition: text('edition'),
    publishedOn: date('published_on', { mode: 'string' }),
    category: text('category').$type<TBookCategory>().notNull(),
    coverFileId: integer('cover_file_id').references(() => mediaFiles.id),
    description: text('description').notNull(),
    /** The table of contents: a tree whose nodes locate an EPUB href and/or a PDF page. */
    contents: jsonb('contents').$type<TBookContentsNode[]>().notNull(),
    epubFileId: integer('epub_file_id').references(() => mediaFiles.id),
    pdfFileId: integer('pdf_file_id').references(() => mediaFiles.id),
    pdfPageCount: integer('pdf_page_count'),
    access: text('access').$type<TBookAccess>().notNull(),
    /** The imported mind map; null when none was imported (one is made from the contents). */
    mindMap: jsonb('mind_map').$type<TMindMapNode>(),
    createdAt: requiredMoment('created_at').defaultNow(),
    updatedAt: requiredMoment('updated_at').defaultNow(),
  },
  (table) => [
    check('books_category_check', sql`${table.category} in ('考试用书', '法条汇编', '法律实务')`),
    check('books_access_check', sql`${table.access} in ('free', 'authorised', 'code')`),
  ],
);

/** A book's audiobook: chapters in order, one audio media file each. */
export const bookAudioChapters = pgTable(
  'book_audio_chapters',
  {
    id: serial('id').primaryKey(),
    bookId: ownerRef('book_id', () => books.id),
    ...playedPartColumns(),
  },
  (table) => [
    uniqueIndex('book_audio_chapters_book_key_key').on(table.bookId, table.key),
    playedPartDurationCheck('book_audio_chapters', table),
  ],
);

/**
 * Where a user is in a book, per format: an EPUB locator (href or CFI) or a PDF page, the share
 * read (0–1) and the reading time. `client_at` orders the saves as for lessons: an older save
 * than the stored one changes nothing.
 */
export const bookProgress = pgTable(
  'book_progress',
  {
    userId: ownerRef('user_id', () => users.id),
    bookId: ownerRef('book_id', () => books.id),
    format: text('format').$type<TBookFormat>().notNull(),
    locator: text('locator').notNull(),
    share: real('share').notNull(),
    readingMs: bigint('reading_ms', { mode: 'number' }).notNull(),
    ...clientOrderedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.bookId, table.format] }),
    check('book_progress_format_check', sql`${table.format} in ('epub', 'pdf')`),
    check('book_progress_share_check', sql`${table.share} >= 0 and ${table.share} <= 1`),
  ],
);

/** Where a user is in an audiobook chapter (ordered by `client_at` as the other saves). */
export const bookAudioProgress = pgTable(
  'book_audio_progress',
  {
    userId: ownerRef('user_id', () => users.id),
    chapterId: ownerRef('chapter_id', () => bookAudioChapters.id),
    bookId: ownerRef('book_id', () => books.id),
    positionMs: integer('position_ms').notNull(),
    listenedMs: bigint('listened_ms', { mode: 'number' }).notNull(),
    finished: boolean('finished').notNull(),
    ...clientOrderedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.chapterId] }),
    index('book_audio_progress_user_book_idx').on(table.userId, table.bookId),
  ],
);

/** Books a user unlocked with a code (code access): readable by that user only, for good. */
export const bookUnlocks = pgTable(
  'book_unlocks',
  {
    userId: ownerRef('user_id', () => users.id),
    bookId: ownerRef('book_id', () => books.id),
    unlockedAt: requiredMoment('unlocked_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.bookId] })],
);
