import { asc, sql } from 'drizzle-orm';
import { paths } from '@yzfk/contract/paths';
import type { TDb } from '../../platform/db/database';
import type { TSearchSource } from '../../platform/search/search-provider';
import { downloads } from './download.schema';

/**
 * Downloads for the global search: title and description. A hit opens the download list on
 * its category, filtered to its title (the file itself goes through the list's access check).
 */
export function createDownloadSearchSource(db: TDb): TSearchSource {
  return {
    tab: 'download',
    async signature() {
      // Re-importing an entry rewrites its row in place; the hash of what is indexed tells.
      const [row] = await db
        .select({
          n: sql<number>`count(*)::int`,
          hash: sql<string>`coalesce(md5(string_agg(${downloads.title} || ${downloads.category} || ${downloads.description}, ',' ORDER BY ${downloads.id})), '')`,
        })
        .from(downloads);
      return `${row?.n ?? 0}:${row?.hash ?? ''}`;
    },
    async entries() {
      const rows = await db
        .select({
          id: downloads.id,
          title: downloads.title,
          category: downloads.category,
          description: downloads.description,
          fileName: downloads.fileName,
        })
        .from(downloads)
        .orderBy(asc(downloads.id));
      return rows.map((row) => {
        const extension = row.fileName.split('.').pop()?.toUpperCase();
        return {
          refId: row.id,
          title: row.title,
          body: row.description,
          tags: [row.category, ...(extension ? [extension] : [])],
          path: paths.downloadList.href({ category: row.category, q: row.title }),
        };
      });
    },
  };
}
