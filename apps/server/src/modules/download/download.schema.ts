import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { ownerRef, requiredMoment, requiredRef } from '../../platform/db/columns';
import type { DOWNLOAD_ACCESS, DOWNLOAD_CATEGORIES } from '@yzfk/contract/calls/download';
import { mediaFiles } from '../media/media.schema';

// The download area (docs/download-format.md): files by category, each a media file in the
// storage, and a record per reader, file and day so that the count rises once per day.

export type TDownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];
export type TDownloadAccess = (typeof DOWNLOAD_ACCESS)[number];

export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    /** The manifest's key: importing the entry again updates this row. */
    key: text('key').notNull().unique(),
    title: text('title').notNull(),
    category: text('category').$type<TDownloadCategory>().notNull(),
    description: text('description').notNull(),
    mediaFileId: requiredRef('media_file_id', () => mediaFiles.id),
    /** The name the file is saved under (the manifest's file name). */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    access: text('access').$type<TDownloadAccess>().notNull(),
    publishedAt: requiredMoment('published_at'),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: requiredMoment('created_at').defaultNow(),
  },
  (table) => [
    check('downloads_access_check', sql`${table.access} in ('free', 'authorised')`),
    check(
      'downloads_category_check',
      sql`${table.category} in ('考试大纲', '法条汇编', '文书模板', '资料')`,
    ),
    check('downloads_count_check', sql`${table.downloadCount} >= 0`),
    index('downloads_category_published_idx').on(table.category, table.publishedAt),
  ],
);

/**
 * Who downloaded what on which day (Asia/Shanghai): the primary key makes the count rise once
 * per reader per file per day. The reader is `u:<user id>`, or `a:<address>` for a caller
 * without a user (an anonymous visitor on a free file, a unit by address): see visitorKey.
 */
export const downloadRecords = pgTable(
  'download_records',
  {
    downloadId: ownerRef('download_id', () => downloads.id),
    reader: text('reader').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: requiredMoment('created_at').defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.downloadId, table.reader, table.day] })],
);
