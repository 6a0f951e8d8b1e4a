import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { createDailyCounter } from '../../platform/db/daily-counter';
import { articles } from './article.schema';
import type { TArticleInput } from './parse-article-file';
import { countedPage } from '../../platform/db/counted-page';

// The articles' SQL, nothing else: upserts by file key, the list, neighbours in a column, the
// view counter (one row per article, day and visitor) and its sweep, publishing.

export type TArticleRow = typeof articles.$inferSelect;
export type TArticleCardRow = Omit<
  TArticleRow,
  'bodyHtml' | 'searchVector' | 'contentHash' | 'lawRefs'
>;

export type TArticleFilters = {
  column?: string;
  tag?: string;
  /** A tsquery literal (platform/search/ts-literals.ts). */
  query?: string;
  sort: 'newest' | 'popular';
  limit: number;
  offset: number;
};

const card = {
  id: articles.id,
  key: articles.key,
  title: articles.title,
  author: articles.author,
  column: articles.column,
  tags: articles.tags,
  cover: articles.cover,
  summary: articles.summary,
  charCount: articles.charCount,
  published: articles.published,
  publishedAt: articles.publishedAt,
  views: articles.views,
  importedAt: articles.importedAt,
};

function filtersOf(filters: Pick<TArticleFilters, 'column' | 'tag' | 'query'>): SQL {
  const parts: SQL[] = [eq(articles.published, true)];
  if (filters.column) parts.push(eq(articles.column, filters.column));
  if (filters.tag) parts.push(sql`${filters.tag} = ANY(${articles.tags})`);
  if (filters.query) parts.push(sql`${articles.searchVector} @@ ${filters.query}::tsquery`);
  return and(...parts) ?? sql`true`;
}

/** The articles' queries on a connection or transaction. */
export function createArticleRepository(db: TDb) {
  const views = createDailyCounter(db, {
    records: 'article_views',
    itemColumn: 'article_id',
    whoColumn: 'visitor',
    items: 'articles',
    counter: 'views',
  });
  return {
    /**
     * Inserts or updates the article of a file key in one statement. An unchanged file (same
     * hash) is left as it is; a changed one keeps its views and, without a date, its
     * published time. Answers what happened.
     */
    async upsert(
      input: TArticleInput & { searchVector: string },
      now: Date,
    ): Promise<'created' | 'updated' | 'unchanged'> {
      const values = {
        key: input.key,
        title: input.title,
        author: input.author,
        column: input.column,
        tags: input.tags,
        cover: input.cover,
        summary: input.summary,
        bodyHtml: input.bodyHtml,
        charCount: input.charCount,
        contentHash: input.contentHash,
        published: input.published,
        publishedAt: input.publishedAt ?? now,
        searchVector: input.searchVector,
        importedAt: now,
      };
      const [row] = await db
        .insert(articles)
        .values(values)
        .onConflictDoUpdate({
          target: articles.key,
          set: {
            ...values,
            publishedAt: input.publishedAt ?? sql`${articles.publishedAt}`,
          },
          setWhere: sql`${articles.contentHash} <> excluded.content_hash`,
        })
        // xmax = 0 only for a row this statement inserted (a PostgreSQL idiom).
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      if (!row) return 'unchanged';
      return row.inserted ? 'created' : 'updated';
    },

    /** A page of published articles and how many match. */
    async list(filters: TArticleFilters) {
      const where = filtersOf(filters);
      const order =
        filters.sort === 'popular'
          ? [desc(articles.views), desc(articles.publishedAt), desc(articles.id)]
          : [desc(articles.publishedAt), desc(articles.id)];
      return countedPage(
        db,
        articles,
        where,
        db
          .select(card)
          .from(articles)
          .where(where)
          .orderBy(...order)
          .limit(filters.limit)
          .offset(filters.offset),
      );
    },

    /** The tags of the published articles (of a column), most used first. */
    async tags(column: string | undefined): Promise<string[]> {
      const rows = await db
        .select({ tag: sql<string>`t.tag` })
        .from(sql`${articles}, unnest(${articles.tags}) AS t(tag)`)
        .where(filtersOf({ column }))
        .groupBy(sql`t.tag`)
        .orderBy(sql`count(*) DESC`, sql`t.tag`);
      return rows.map((row) => row.tag);
    },

    /** The most read published articles. */
    mostRead(limit: number) {
      return db
        .select({ id: articles.id, title: articles.title, views: articles.views })
        .from(articles)
        .where(eq(articles.published, true))
        .orderBy(desc(articles.views), desc(articles.publishedAt), desc(articles.id))
        .limit(limit);
    },

    /** A published article with its body. */
    async findPublished(id: number): Promise<TArticleRow | undefined> {
      const [row] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.id, id), eq(articles.published, true)));
      return row;
    },

    /** The published articles of a column just older and just newer than one (time, then id). */
    async neighbours(article: Pick<TArticleRow, 'id' | 'column' | 'publishedAt'>) {
      const at = article.publishedAt.toISOString();
      const older = sql`(${articles.publishedAt}, ${articles.id}) < (${at}::timestamptz, ${article.id})`;
      const newer = sql`(${articles.publishedAt}, ${articles.id}) > (${at}::timestamptz, ${article.id})`;
      const base = and(eq(articles.published, true), eq(articles.column, article.column));
      const neighbour = { id: articles.id, title: articles.title };
      const [[previous], [next]] = await Promise.all([
        db
          .select(neighbour)
          .from(articles)
          .where(and(base, older))
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(1),
        db
          .select(neighbour)
          .from(articles)
          .where(and(base, newer))
          .orderBy(articles.publishedAt, articles.id)
          .limit(1),
      ]);
      return { previous: previous ?? null, next: next ?? null };
    },

    /**
     * Counts a view unless this visitor was already counted today (two reads racing add one
     * view); answers the article's views after it.
     */
    countView: (articleId: number, day: string, visitor: string) =>
      views.count(articleId, day, visitor),

    /** Deletes up to `limit` view rows of days before `day`; answers how many. */
    deleteViewsBefore: (day: string, limit: number) => views.deleteBefore(day, limit),

    /** Publishes or hides an article; publishing one never published keeps its time. */
    async setPublished(id: number, published: boolean) {
      const [row] = await db
        .update(articles)
        .set({ published })
        .where(eq(articles.id, id))
        .returning({
          id: articles.id,
          published: articles.published,
          publishedAt: articles.publishedAt,
        });
      return row;
    },
  };
}

export type TArticleRepository = ReturnType<typeof createArticleRepository>;
