import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { splitLongTerm, queryTerms } from '../search/chinese-tokens';
import { phraseText, tsqueryLiteral, tsqueryStages, type TQueryMode } from '../search/ts-literals';
import { definitionPattern, fullScore, PRE_SCORE } from './law-ranking';
import { createPinnedFinder } from './law-pinned';

// The law search module. Everything that knows how laws are searched lives behind TLawSearch,
// so an external engine (OpenSearch) can replace this PostgreSQL implementation later.

/** Filters every search accepts. */
export type TLawSearchFilters = { level?: string; category?: string; status?: string };

export type TArticleSearchRequest = TLawSearchFilters & {
  query: string;
  mode: TQueryMode;
  offset: number;
  limit: number;
};

/** One article hit, best first. */
export type TArticleHit = {
  articleId: number;
  lawId: number;
  lawTitle: string;
  level: string;
  status: string;
  number: string | null;
  ordinal: number;
  headings: string[];
  paragraphs: string[];
  score: number;
  /** The concept the query names, on the articles that define it (shown first). */
  concept?: string;
};

export type TLawHit = {
  id: number;
  title: string;
  level: string;
  category: string;
  status: string;
  publishedAt: string | null;
  articleCount: number;
};

/** Results with their total; the total stops counting at the candidate cap. */
export type TSearchPage<T> = { total: number; capped: boolean; items: T[] };

/** How the articles matched: as typed, all words, or partly (the contract's SEARCH_MATCHES). */
export type TArticlePage = TSearchPage<TArticleHit> & { match: 'exact' | 'words' | 'partial' };

export type TLawSearch = {
  /** Articles (title, headings, text) matching a query, ranked. */
  searchArticles(request: TArticleSearchRequest): Promise<TArticlePage>;
  /** Laws whose title matches a query. */
  searchLawTitles(
    request: TLawSearchFilters & { query: string; mode: TQueryMode; offset: number; limit: number },
  ): Promise<TSearchPage<TLawHit>>;
};

/** Most matching articles ranked per query; more are counted as "500+" and not ranked. */
export const ARTICLE_CANDIDATE_CAP = 500;
/** Matches in a title or heading are always among the candidates, up to this many. */
const HEAD_CANDIDATE_CAP = 200;

/**
 * Rows of a raw query. Both drivers (PGlite, node-postgres) answer `execute` with an object
 * holding `rows`; the shared TDb type does not say so, hence the one cast here.
 */
export async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Leaves out articles already shown (the pinned ones). */
function excludeSql(ids: number[]): SQL {
  if (ids.length === 0) return sql``;
  return sql` AND id NOT IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** The words whose definition ranks an article up: the phrase, or every word of the query. */
function definedWords(query: string, mode: TQueryMode): string[] {
  if (mode === 'phrase') return [phraseText(query)];
  return queryTerms(query).flatMap((term) => [term, ...splitLongTerm(term)]);
}

function filtersSql(filters: TLawSearchFilters): SQL {
  const parts: SQL[] = [];
  if (filters.level) parts.push(sql` AND level = ${filters.level}`);
  if (filters.category) parts.push(sql` AND category = ${filters.category}`);
  if (filters.status) parts.push(sql` AND status = ${filters.status}`);
  return sql.join(parts, sql``);
}

/** Candidates whose full score is computed (reading the whole vector costs the most). */
const FULLY_RANKED = 60;

/** The PostgreSQL (and PGlite) implementation: tsvector, GIN, phrase queries. */
export function createPostgresLawSearch(db: TDb): TLawSearch {
  const findPinned = createPinnedFinder(db);

  type TRow = {
    id: number;
    law_id: number;
    title: string;
    level: string;
    status: string;
    number: string | null;
    ordinal: number;
    headings: string[];
    paragraphs: string[];
    score: number;
    total: number;
  };
  const hitOf = (row: TRow): TArticleHit => ({
    articleId: row.id,
    lawId: row.law_id,
    lawTitle: row.title,
    level: row.level,
    status: row.status,
    number: row.number,
    ordinal: row.ordinal,
    headings: row.headings,
    paragraphs: row.paragraphs,
    score: row.score,
  });

  /** Articles by id in the order given, those the filters allow. */
  async function articlesByIds(ids: number[], filters: SQL): Promise<TArticleHit[]> {
    if (ids.length === 0) return [];
    const rows = await selectRows<TRow>(
      db,
      sql`
      SELECT a.id, a.law_id, d.title, a.level, a.status, a.number, a.ordinal, a.headings,
             a.paragraphs, 0::float8 AS score, 0 AS total
      FROM (
        SELECT * FROM law_articles WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) ${filters}
      ) a JOIN law_documents d ON d.id = a.law_id`,
    );
    const byId = new Map(rows.map((row) => [row.id, hitOf(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** A page of the articles matching a tsquery literal, ranked, and their (capped) count. */
  async function ranked(
    literal: string,
    filters: SQL,
    skip: SQL,
    pattern: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ total: number; items: TArticleHit[] }> {
    const where = sql`${filters}${skip}`;
    const rows = await selectRows<TRow>(
      db,
      sql`
      WITH q AS (SELECT ${literal}::tsquery AS q),
      head AS (
        SELECT id FROM law_articles, q WHERE head_vector @@ q.q ${where} LIMIT ${HEAD_CANDIDATE_CAP}
      ),
      body AS (
        SELECT id FROM law_articles, q WHERE search_vector @@ q.q ${where} LIMIT ${ARTICLE_CANDIDATE_CAP}
      ),
      candidates AS (SELECT id FROM head UNION SELECT id FROM body),
      pre AS (
        SELECT a.id, ${PRE_SCORE} AS pre, count(*) OVER () AS total
        FROM candidates c JOIN law_articles a ON a.id = c.id, q
        ORDER BY pre DESC, a.id
        LIMIT ${Math.max(FULLY_RANKED, offset + limit)}
      ),
      ranked AS (
        SELECT r.id, ${fullScore(pattern)} AS score, r.total
        FROM pre r JOIN law_articles a ON a.id = r.id, q
        ORDER BY score DESC, r.id
        LIMIT ${limit} OFFSET ${offset}
      )
      SELECT a.id, a.law_id, d.title, a.level, a.status, a.number, a.ordinal, a.headings,
             a.paragraphs, r.score::float8 AS score, r.total::int AS total
      FROM ranked r JOIN law_articles a ON a.id = r.id JOIN law_documents d ON d.id = a.law_id
      ORDER BY r.score DESC, a.id`,
    );
    const total = rows[0]?.total ?? (offset > 0 || limit === 0 ? await countAll() : 0);
    async function countAll(): Promise<number> {
      const counted = await selectRows<{ n: number }>(
        db,
        sql`
        WITH q AS (SELECT ${literal}::tsquery AS q)
        SELECT count(*)::int AS n FROM (
          (SELECT id FROM law_articles, q WHERE head_vector @@ q.q ${where} LIMIT ${HEAD_CANDIDATE_CAP})
          UNION
          (SELECT id FROM law_articles, q WHERE search_vector @@ q.q ${where} LIMIT ${ARTICLE_CANDIDATE_CAP})
        ) c`,
      );
      return counted[0]?.n ?? 0;
    }
    return { total, items: rows.map(hitOf) };
  }

  return {
    async searchArticles(request) {
      const stages = tsqueryStages(request.query, request.mode);
      if (stages.length === 0) return { total: 0, capped: false, items: [], match: 'exact' };
      const filters = filtersSql(request);
      const pinned = await findPinned(request.query);
      const pinnedHits = await articlesByIds(pinned.articleIds, filters);
      const skip = excludeSql(pinnedHits.map((hit) => hit.articleId));
      // Pinned articles fill the first places; the ranked ones follow them.
      const shown = pinnedHits.slice(request.offset, request.offset + request.limit);
      const offset = Math.max(0, request.offset - pinnedHits.length);
      const limit = request.limit - shown.length;
      const pattern = definitionPattern(definedWords(request.query, request.mode));
      let found: { total: number; items: TArticleHit[] } = { total: 0, items: [] };
      let match = stages[0]?.match ?? 'exact';
      // A citation is answered by its article; looser matches of 民法典 188 would only add noise.
      for (const stage of pinned.cited ? stages.slice(0, 1) : stages) {
        found = await ranked(stage.literal, filters, skip, pattern, offset, limit);
        match = stage.match;
        if (found.total > 0) break;
      }
      const total = found.total + pinnedHits.length;
      return {
        total,
        capped: found.total >= ARTICLE_CANDIDATE_CAP,
        items: [
          ...shown.map((hit) => (pinned.concept ? { ...hit, concept: pinned.concept } : hit)),
          ...found.items,
        ],
        match,
      };
    },

    async searchLawTitles(request) {
      const literal = tsqueryLiteral(request.query, request.mode);
      if (!literal) return { total: 0, capped: false, items: [] };
      const filters = filtersSql(request);
      const rows = await selectRows<{
        id: number;
        title: string;
        level: string;
        category: string;
        status: string;
        published_at: string | null;
        article_count: number;
        total: number;
      }>(
        db,
        sql`
        WITH q AS (SELECT ${literal}::tsquery AS q)
        SELECT id, title, level, category, status, published_at::text AS published_at,
               article_count, count(*) OVER ()::int AS total
        FROM law_documents, q
        WHERE title_vector @@ q.q ${filters}
        ORDER BY rank_weight DESC, length(title), published_at DESC NULLS LAST, id
        LIMIT ${request.limit} OFFSET ${request.offset}`,
      );
      const total = rows[0]?.total ?? 0;
      return {
        total,
        capped: false,
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          level: row.level,
          category: row.category,
          status: row.status,
          publishedAt: row.published_at,
          articleCount: row.article_count,
        })),
      };
    },
  };
}
