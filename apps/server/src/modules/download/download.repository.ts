import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { createDailyCounter } from '../../platform/db/daily-counter';
import { downloads, type TDownloadCategory } from './download.schema';
import { firstRow } from '../../platform/db/first-row';
import { countedPage } from '../../platform/db/counted-page';
import { pageWindow } from '../../platform/paging';

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
  const records = createDailyCounter(db, {
    records: 'download_records',
    itemColumn: 'download_id',
    whoColumn: 'reader',
    items: 'downloads',
    counter: 'download_count',
  });
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
      const { limit, offset } = pageWindow(filters);
      return countedPage(
        db,
        downloads,
        where,
        db
          .select()
          .from(downloads)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      );
    },

    async find(id: number): Promise<TDownload | undefined> {
      return firstRow(db, downloads, eq(downloads.id, id));
    },

    /**
     * Records that `reader` downloaded the file on `day`; the count rises only for the first
     * record of that reader, file and day (two tabs at once count once). Answers the count after.
     */
    countDownload: (downloadId: number, day: string, reader: string) =>
      records.count(downloadId, day, reader),

    /** Deletes up to `limit` records of days before `day`; answers how many. */
    deleteRecordsBefore: (day: string, limit: number) => records.deleteBefore(day, limit),

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
