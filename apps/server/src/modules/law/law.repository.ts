import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { lawArticles, lawDocuments } from './law.schema';
import { SAMPLES_VISIBLE } from './law-samples-filter';

export type TLawRow = typeof lawDocuments.$inferSelect;

export type TLawListQuery = {
  offset: number;
  limit: number;
  level?: string;
  region?: string;
  category?: string;
  subcategory?: string;
  status?: string;
  /** tsquery literal of a title search. */
  titleQuery?: string;
  sort: 'publishedDesc' | 'publishedAsc' | 'effectiveDesc' | 'title';
};

/** Columns of a law in lists (no vectors, no structure). */
const SUMMARY = {
  id: lawDocuments.id,
  title: lawDocuments.title,
  subtitle: lawDocuments.subtitle,
  level: lawDocuments.level,
  region: lawDocuments.region,
  category: lawDocuments.category,
  subcategory: lawDocuments.subcategory,
  issuingBody: lawDocuments.issuingBody,
  status: lawDocuments.status,
  publishedAt: lawDocuments.publishedAt,
  effectiveAt: lawDocuments.effectiveAt,
  articleCount: lawDocuments.articleCount,
  isSample: lawDocuments.isSample,
};

/** Columns of a law as one version among its others (the versions list, a comparison). */
export const VERSION_COLUMNS = {
  id: lawDocuments.id,
  title: lawDocuments.title,
  status: lawDocuments.status,
  publishedAt: lawDocuments.publishedAt,
  isTrial: lawDocuments.isTrial,
};

const ORDER = {
  publishedDesc: [sql`${lawDocuments.publishedAt} DESC NULLS LAST`, asc(lawDocuments.id)],
  publishedAsc: [sql`${lawDocuments.publishedAt} ASC NULLS LAST`, asc(lawDocuments.id)],
  effectiveDesc: [sql`${lawDocuments.effectiveAt} DESC NULLS LAST`, asc(lawDocuments.id)],
  title: [sql`${lawDocuments.title} COLLATE "C"`, asc(lawDocuments.id)],
} as const;

function conditions(query: Omit<TLawListQuery, 'offset' | 'limit' | 'sort'>): SQL | undefined {
  return and(
    SAMPLES_VISIBLE,
    query.level ? eq(lawDocuments.level, query.level) : undefined,
    query.region ? eq(lawDocuments.region, query.region) : undefined,
    query.category ? eq(lawDocuments.category, query.category) : undefined,
    query.subcategory ? eq(lawDocuments.subcategory, query.subcategory) : undefined,
    query.status ? eq(lawDocuments.status, query.status) : undefined,
    query.titleQuery ? sql`${lawDocuments.titleVector} @@ ${query.titleQuery}::tsquery` : undefined,
  );
}

/** SQL that reads laws and favourites. */
export function createLawRepository(db: TDb) {
  return {
    /** One page of laws and the total. */
    async list(query: TLawListQuery) {
      const where = conditions(query);
      const [rows, [count]] = await Promise.all([
        db
          .select(SUMMARY)
          .from(lawDocuments)
          .where(where)
          .orderBy(...ORDER[query.sort])
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(lawDocuments)
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Counts per category and subcategory, per level and per region, under the other filters. */
    async facets(query: Omit<TLawListQuery, 'offset' | 'limit' | 'sort'>) {
      const [categories, levels, regions] = await Promise.all([
        db
          .select({
            category: lawDocuments.category,
            subcategory: lawDocuments.subcategory,
            n: sql<number>`count(*)::int`,
          })
          .from(lawDocuments)
          .where(conditions({ ...query, category: undefined, subcategory: undefined }))
          .groupBy(lawDocuments.category, lawDocuments.subcategory),
        db
          .select({ level: lawDocuments.level, n: sql<number>`count(*)::int` })
          .from(lawDocuments)
          .where(conditions({ ...query, level: undefined }))
          .groupBy(lawDocuments.level),
        db
          .select({ region: lawDocuments.region, n: sql<number>`count(*)::int` })
          .from(lawDocuments)
          .where(and(conditions({ ...query, region: undefined }), isNotNull(lawDocuments.region)))
          .groupBy(lawDocuments.region),
      ]);
      return { categories, levels, regions };
    },

    /** A law's stored row without its vector, or undefined. */
    async findById(id: number) {
      const [row] = await db
        .select({
          ...SUMMARY,
          isTrial: lawDocuments.isTrial,
          history: lawDocuments.history,
          toc: lawDocuments.toc,
          versionGroup: lawDocuments.versionGroup,
        })
        .from(lawDocuments)
        .where(eq(lawDocuments.id, id));
      return row;
    },

    /** Summaries of laws by id (favourites). */
    async findSummaries(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select(SUMMARY)
        .from(lawDocuments)
        .where(sql`${lawDocuments.id} = ANY(${`{${ids.join(',')}}`}::int[])`);
    },

    /** A law's articles in order. */
    async listArticles(lawId: number) {
      return db
        .select({
          id: lawArticles.id,
          ordinal: lawArticles.ordinal,
          number: lawArticles.number,
          kind: lawArticles.kind,
          headings: lawArticles.headings,
          paragraphs: lawArticles.paragraphs,
        })
        .from(lawArticles)
        .where(eq(lawArticles.lawId, lawId))
        .orderBy(asc(lawArticles.ordinal));
    },

    /**
     * Articles by (law, ordinal) pairs, in one statement: the pairs travel as two parallel int
     * arrays that unnest zips back into rows, matched on the (law_id, ordinal) index. Pairs
     * with no article are simply not answered; the order is the database's.
     */
    async findArticlesByOrdinal(refs: { lawId: number; ordinal: number }[]) {
      if (refs.length === 0) return [];
      const lawIds = `{${refs.map((ref) => ref.lawId).join(',')}}`;
      const ordinals = `{${refs.map((ref) => ref.ordinal).join(',')}}`;
      return db
        .select({
          lawId: lawArticles.lawId,
          ordinal: lawArticles.ordinal,
          number: lawArticles.number,
          headings: lawArticles.headings,
          paragraphs: lawArticles.paragraphs,
        })
        .from(lawArticles)
        .where(
          sql`(${lawArticles.lawId}, ${lawArticles.ordinal}) IN (SELECT * FROM unnest(${lawIds}::int[], ${ordinals}::int[]))`,
        );
    },

    /** Every version of a law (same version group), newest first. */
    async listVersions(versionGroup: string) {
      return db
        .select(VERSION_COLUMNS)
        .from(lawDocuments)
        .where(eq(lawDocuments.versionGroup, versionGroup))
        .orderBy(sql`${lawDocuments.publishedAt} DESC NULLS LAST`, asc(lawDocuments.id));
    },

    /** Law documents with one of these titles (other modules link references with them). */
    async findByTitles(titles: string[]) {
      if (titles.length === 0) return [];
      return db
        .select({
          id: lawDocuments.id,
          title: lawDocuments.title,
          status: lawDocuments.status,
          publishedAt: lawDocuments.publishedAt,
        })
        .from(lawDocuments)
        .where(inArray(lawDocuments.title, titles));
    },

    /** Articles of some laws by their numbers (第一百八十八条). */
    async findArticleOrdinals(lawIds: number[], numbers: string[]) {
      if (lawIds.length === 0 || numbers.length === 0) return [];
      return db
        .select({
          lawId: lawArticles.lawId,
          number: lawArticles.number,
          ordinal: lawArticles.ordinal,
        })
        .from(lawArticles)
        .where(
          and(
            inArray(lawArticles.lawId, lawIds),
            inArray(lawArticles.number, numbers),
            eq(lawArticles.kind, 'article'),
          ),
        );
    },
  };
}

export type TLawRepository = ReturnType<typeof createLawRepository>;
