import { asc, eq, sql } from 'drizzle-orm';
import { paths } from '@yzfk/contract/paths';
import type { TDb } from '../../platform/db/database';
import type { TSearchSource } from '../../platform/search/search-provider';
import { articles } from './article.schema';

/**
 * Published articles for the global search: title, author, column, tags and summary (the body
 * is left out: the summary says what an article is about, and the index stays small).
 */
export function createArticleSearchSource(db: TDb): TSearchSource {
  return {
    tab: 'article',
    async signature() {
      // Publishing and unpublishing change the set, not the import time: both are in it.
      const [row] = await db
        .select({
          n: sql<number>`count(*) FILTER (WHERE ${articles.published})::int`,
          ids: sql<string>`coalesce(sum(${articles.id}) FILTER (WHERE ${articles.published}), 0)::text`,
          at: sql<string>`coalesce(max(${articles.importedAt})::text, '')`,
        })
        .from(articles);
      return `${row?.n ?? 0}:${row?.ids ?? ''}:${row?.at ?? ''}`;
    },
    async entries() {
      const rows = await db
        .select({
          id: articles.id,
          title: articles.title,
          author: articles.author,
          column: articles.column,
          tags: articles.tags,
          summary: articles.summary,
        })
        .from(articles)
        .where(eq(articles.published, true))
        .orderBy(asc(articles.id));
      return rows.map((row) => ({
        refId: row.id,
        title: row.title,
        body: [row.summary, row.author, row.tags.join(' ')].filter(Boolean).join(' · '),
        tags: [row.column],
        path: paths.articleItem.href({ id: row.id }),
      }));
    },
  };
}
