import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { tsqueryLiteral, type TQueryMode } from '../search/ts-literals';
import { LOCAL_LEVEL } from './law-regions';
import { HIDE_SAMPLES } from './law-samples-filter';

// The law search module. Everything that knows how laws are searched lives behind TLawSearch,
// so an external engine (OpenSearch) can replace this PostgreSQL implementation later.

/** Filters every search accepts. */
export type TLawSearchFilters = {
  level?: string;
  /** 省/自治区/直辖市 of local regulations (地方性法规). */
  region?: string;
  category?: string;
  status?: string;
};

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

export type TLawSearch = {
  /** Articles (title, headings, text) matching a query, ranked. */
  searchArticles(request: TArticleSearchRequest): Promise<TSearchPage<TArticleHit>>;
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
async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * Filters of both tables (their columns share names). Local regulations only when their level
 * is asked for (decision 0031); the demo's samples only while no real law is imported.
 */
function filtersSql(filters: TLawSearchFilters): SQL {
  const parts: SQL[] = [HIDE_SAMPLES];
  if (filters.level) parts.push(sql` AND level = ${filters.level}`);
  else parts.push(sql` AND level <> ${LOCAL_LEVEL}`);
  if (filters.region) parts.push(sql` AND region = ${filters.region}`);
  if (filters.category) parts.push(sql` AND category = ${filters.category}`);
  if (filters.status) parts.push(sql` AND status = ${filters.status}`);
  return sql.join(parts, sql``);
}

/**
 * Cheap first ranking of every candidate, from columns stored in the row: a strong bonus when
 * the term is in a heading or the title (more when the article opens that section: it usually
 * defines the term), damped by the article's length, times the law's weight (level × status).
 */
const PRE_SCORE = sql`(
  CASE WHEN a.head_vector @@ q.q THEN 1 + CASE WHEN a.opens_section THEN 0.5 ELSE 0 END ELSE 0 END
  + 0.1 / (1 + ln(1 + a.char_count / 300.0))
) * a.rank_weight`;

/** Full score of the best candidates: adds ts_rank (weights D 0.1 … A 1.0), length-damped. */
const SCORE = sql`(r.pre + ts_rank('{0.1, 0.2, 0.4, 1.0}', a.search_vector, q.q)
  / (1 + ln(1 + a.char_count / 300.0)) * a.rank_weight)`;

/** Candidates whose full score is computed (reading the whole vector costs the most). */
const FULLY_RANKED = 60;

/** The PostgreSQL (and PGlite) implementation: tsvector, GIN, phrase queries. */
export function createPostgresLawSearch(db: TDb): TLawSearch {
  return {
    async searchArticles(request) {
      const literal = tsqueryLiteral(request.query, request.mode);
      if (!literal) return { total: 0, capped: false, items: [] };
      const filters = filtersSql(request);
      const rows = await selectRows<{
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
      }>(
        db,
        sql`
        WITH q AS (SELECT ${literal}::tsquery AS q),
        head AS (
          SELECT id FROM law_articles, q WHERE head_vector @@ q.q ${filters} LIMIT ${HEAD_CANDIDATE_CAP}
        ),
        body AS (
          SELECT id FROM law_articles, q WHERE search_vector @@ q.q ${filters} LIMIT ${ARTICLE_CANDIDATE_CAP}
        ),
        candidates AS (SELECT id FROM head UNION SELECT id FROM body),
        pre AS (
          SELECT a.id, ${PRE_SCORE} AS pre, count(*) OVER () AS total
          FROM candidates c JOIN law_articles a ON a.id = c.id, q
          ORDER BY pre DESC, a.id
          LIMIT ${Math.max(FULLY_RANKED, request.offset + request.limit)}
        ),
        ranked AS (
          SELECT r.id, ${SCORE} AS score, r.total
          FROM pre r JOIN law_articles a ON a.id = r.id, q
          ORDER BY score DESC, r.id
          LIMIT ${request.limit} OFFSET ${request.offset}
        )
        SELECT a.id, a.law_id, d.title, a.level, a.status, a.number, a.ordinal, a.headings,
               a.paragraphs, r.score::float8 AS score, r.total::int AS total
        FROM ranked r JOIN law_articles a ON a.id = r.id JOIN law_documents d ON d.id = a.law_id
        ORDER BY r.score DESC, a.id`,
      );
      const total = rows[0]?.total ?? (request.offset > 0 ? await countAll() : 0);
      async function countAll(): Promise<number> {
        const counted = await selectRows<{ n: number }>(
          db,
          sql`
          WITH q AS (SELECT ${literal}::tsquery AS q)
          SELECT count(*)::int AS n FROM (
            (SELECT id FROM law_articles, q WHERE head_vector @@ q.q ${filters} LIMIT ${HEAD_CANDIDATE_CAP})
            UNION
            (SELECT id FROM law_articles, q WHERE search_vector @@ q.q ${filters} LIMIT ${ARTICLE_CANDIDATE_CAP})
          ) c`,
        );
        return counted[0]?.n ?? 0;
      }
      return {
        total,
        capped: total >= ARTICLE_CANDIDATE_CAP,
        items: rows.map((row) => ({
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
        })),
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
