import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { downloads, type TDownloadCategory } from './download.schema';

export type TDownload = typeof downloads.$inferSelect;
export type TNewDownload = Omit<
  typeof downloads.$inferInsert,
  'id' | 'createdAt' | 'downloadCount'
>;

export type TDownloadFilters = {
  category?: TDownloadCategory;
  q?: string;
  sort: 'newest' | 'popular';
  page: number;
  pageSize: number;
};

/** `%text%` for LIKE with the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** SQL for the download area: the list, one file, the daily count, the importer's upsert. */
export function createDownloadRepository(db: TDb) {
  return {
    /** A page of files matching the filters, and the total. */
    async list(filters: TDownloadFilters): Promise<{ rows: TDownload[]; total: number }> {
      const conditions: SQL[] = [];
      if (filters.category) conditions.push(eq(downloads.category, filters.category));
      if (filters.q) conditions.push(ilike(downloads.title, containing(filters.q)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order =
        filters.sort === 'popular'
          ? [desc(downloads.downloadCount), desc(downloads.publishedAt), desc(downloads.id)]
          : [desc(downloads.publishedAt), desc(downloads.id)];
      const rows = await db
        .select()
        .from(downloads)
        .where(where)
        .orderBy(...order)
        .limit(filters.pageSize)
        .offset((filters.page - 1) * filters.pageSize);
      const [total] = await db.select({ n: count() }).from(downloads).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async find(id: number): Promise<TDownload | undefined> {
      const rows = await db.select().from(downloads).where(eq(downloads.id, id)).limit(1);
      return rows[0];
    },

    /**
     * Records that `reader` downloaded the file on `day`; the count rises only for the first
     * record of that reader, file and day (one statement, so two tabs at once count once).
     * Answers the count after.
     */
    async countDownload(downloadId: number, day: string, reader: string): Promise<number> {
      const result: unknown = await db.execute(sql`
        WITH added AS (
          INSERT INTO download_records (download_id, reader, day)
          VALUES (${downloadId}, ${reader}, ${day})
          ON CONFLICT DO NOTHING
          RETURNING download_id
        ), raised AS (
          UPDATE downloads SET download_count = download_count + 1
          WHERE id IN (SELECT download_id FROM added)
          RETURNING download_count
        )
        SELECT COALESCE((SELECT download_count FROM raised), (SELECT download_count FROM downloads WHERE id = ${downloadId}))::int AS n`);
      const [row] = (result as { rows: { n: number }[] }).rows;
      return row?.n ?? 0;
    },

    /**
     * Deletes up to `limit` records of days before `day` (they can never count again), for the
     * housekeeping sweep; answers how many. No id: a batch is picked by ctid.
     */
    async deleteRecordsBefore(day: string, limit: number): Promise<number> {
      const result: unknown = await db.execute(sql`
        DELETE FROM download_records WHERE ctid IN (
          SELECT ctid FROM download_records WHERE day < ${day} LIMIT ${limit} FOR UPDATE SKIP LOCKED
        ) AND day < ${day}
        RETURNING 1`);
      return (result as { rows: unknown[] }).rows.length;
    },

    /** Writes an imported file by key: a new row, or the same row updated (its count kept). */
    async upsert(row: TNewDownload): Promise<{ id: number; created: boolean }> {
      const [saved] = await db
        .insert(downloads)
        .values(row)
        .onConflictDoUpdate({
          target: downloads.key,
          set: {
            title: row.title,
            category: row.category,
            description: row.description,
            mediaFileId: row.mediaFileId,
            fileName: row.fileName,
            contentType: row.contentType,
            byteSize: row.byteSize,
            access: row.access,
            publishedAt: row.publishedAt,
          },
        })
        // xmax is 0 for a row this statement inserted, and set for one it updated.
        .returning({ id: downloads.id, created: sql<boolean>`(xmax = 0)` });
      if (!saved) throw new Error('download upsert returned no row');
      return saved;
    },
  };
}

export type TDownloadRepository = ReturnType<typeof createDownloadRepository>;
