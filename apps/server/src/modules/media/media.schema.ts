import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  serial,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { requiredMoment, requiredRef } from '../../platform/db/columns';

/**
 * Who may fetch a media file: anyone with a session, sessions holding an authorisation, or
 * (book) users who unlocked the book the file belongs to with a code (the book module answers).
 */
export const MEDIA_ACCESS = ['free', 'authorised', 'book'] as const;
export type TMediaAccess = (typeof MEDIA_ACCESS)[number];

/**
 * Media files (course videos and audio, book scans): the bytes are in the storage under
 * `storage_key`, served by GET /media/<id> through signed links (decision 0018).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    /** Length of a video or audio file; null for other files or when unknown. */
    durationMs: integer('duration_ms'),
    access: text('access').$type<TMediaAccess>().notNull(),
    createdAt: requiredMoment('created_at').defaultNow(),
  },
  (table) => [
    check('media_files_access_check', sql`${table.access} in ('free', 'authorised', 'book')`),
    check('media_files_byte_size_check', sql`${table.byteSize} >= 0`),
  ],
);

/**
 * The columns of a part played from one media file (a course's lesson, an audiobook chapter):
 * its key (stable across imports), title, position from 0, the file and its length. The table
 * adds playedPartDurationCheck to its constraints.
 */
export function playedPartColumns() {
  return {
    key: text('key').notNull(),
    title: text('title').notNull(),
    ordinal: integer('ordinal').notNull(),
    mediaFileId: requiredRef('media_file_id', () => mediaFiles.id),
    durationMs: integer('duration_ms').notNull(),
  };
}

/** A played part's length is positive (named after its table, as the migrations have it). */
export function playedPartDurationCheck(tableName: string, table: { durationMs: AnyPgColumn }) {
  return check(`${tableName}_duration_check`, sql`${table.durationMs} > 0`);
}
