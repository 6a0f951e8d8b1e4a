import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { splitLongTerm, queryTerms } from '../../platform/search/chinese-tokens';
import {
  phraseText,
  tsqueryLiteral,
  tsqueryStages,
  type TQueryMode,
} from '../../platform/search/ts-literals';
import { LOCAL_LEVEL } from './law-regions';
import { HIDE_SAMPLES } from './law-samples-filter';
import { definitionPattern, fullScore, PRE_SCORE } from './law-ranking';
import { createPinnedFinder, type TPinned } from './law-pinned';
import { createRankedArticleSearch } from './law-search-ranked';
import { selectRows } from './select-rows';
import { articleHitOf, type TArticleHit, type TArticleRow } from './law-article-row';

// The law search. Everything that knows how laws are searched lives behind TLawSearch,
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

export type TLawHit = {
  id: number;
  title: string;
  level: string;
  category: string;
  status: string;
  issuingBody: string | null;
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

/** The words whose definition ranks an article up: the phrase, or every word of the query. */
function definedWords(query: string, mode: TQueryMode): string[] {
  if (mode === 'phrase') return [phraseText(query)];
  return queryTerms(query).flatMap((term) => [term, ...splitLongTerm(term)]);
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

/** Pinned articles score above any match (a match scores a few points at most). */
const PINNED_SCORE = 1000;

/** Candidates whose full score is computed (reading the whole vector costs the most). */
const FULLY_RANKED = 60;

/**
 * How the articles are ranked. `ranked` (the default, decision 0045): one pass over the query's
 * character pairs weighed by rarity, question words dropped, charge names and the citation graph
 * used. `stages`: the search before it (decision 0006: the query as typed, then all its words,
 * then any), kept so that bench:search measures both in one run; exact phrases use it too.
 */
export type TLawSearchOptions = {
  ranking?: 'ranked' | 'stages';
  /** The graph's lift and the charge names (ranked only). */
  graph?: boolean;
  /** The concept list's pinned articles. */
  concepts?: boolean;
};

/** The PostgreSQL (and PGlite) implementation: tsvector, GIN, phrase queries. */
export function createPostgresLawSearch(db: TDb, options: TLawSearchOptions = {}): TLawSearch {
  const findPinned = createPinnedFinder(db);
  const searchRanked = createRankedArticleSearch(db);
  const ranking = options.ranking ?? 'ranked';
  const graph = options.graph ?? true;
  const pinnedOptions = {
    concepts: options.concepts ?? true,
    charges: ranking === 'ranked' && graph,
  };

  type TRow = TArticleRow & { score: number; total: number };

  /**
   * The pinned articles (those the filters allow, in their order), then the articles matching a
   * tsquery literal, ranked, leaving the pinned ones out; one page of both, in one query.
   */
  async function pageOf(
    literal: string,
    pinned: TPinned,
    filters: SQL,
    pattern: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rankedTotal: number; pinnedCount: number; items: TArticleHit[] }> {
    const ids = pinned.articleIds;
    const idList = sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    );
    const pinnedRows =
      ids.length > 0
        ? sql`SELECT a.id, (${PINNED_SCORE} - array_position(ARRAY[${idList}], a.id))::float8 AS score
              FROM law_articles a WHERE a.id IN (${idList}) ${filters}`
        : sql`SELECT 0 AS id, 0::float8 AS score WHERE false`;
    const notPinned = ids.length > 0 ? sql`${filters} AND id NOT IN (${idList})` : filters;
    const rows = await selectRows<
      TRow & { is_pinned: boolean; pinned_count: number; ranked_total: number | null }
    >(
      db,
      sql`
      WITH q AS (SELECT ${literal}::tsquery AS q),
      pinned AS (${pinnedRows}),
      head AS (
        SELECT id FROM law_articles, q WHERE head_vector @@ q.q ${notPinned} LIMIT ${HEAD_CANDIDATE_CAP}
      ),
      body AS (
        SELECT id FROM law_articles, q WHERE search_vector @@ q.q ${notPinned} LIMIT ${ARTICLE_CANDIDATE_CAP}
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
        LIMIT ${offset + limit}
      ),
      page AS (
        SELECT id, score, is_pinned FROM (
          SELECT id, score, true AS is_pinned FROM pinned
          UNION ALL SELECT id, score, false FROM ranked
        ) x
        ORDER BY score DESC, id
        LIMIT ${limit} OFFSET ${offset}
      )
      SELECT a.id, a.law_id, d.title, a.level, a.status, a.number, a.ordinal, a.headings,
             a.paragraphs, p.score::float8 AS score, p.is_pinned,
             (SELECT count(*) FROM pinned)::int AS pinned_count,
             (SELECT max(total) FROM ranked)::int AS ranked_total
      FROM page p JOIN law_articles a ON a.id = p.id JOIN law_documents d ON d.id = a.law_id
      ORDER BY p.score DESC, a.id`,
    );
    const first = rows[0];
    if (!first) return { rankedTotal: await countAll(literal, filters), pinnedCount: 0, items: [] };
    return {
      rankedTotal: first.ranked_total ?? 0,
      pinnedCount: first.pinned_count,
      items: rows.map((row) => articleHitOf(row, row.is_pinned ? pinned.concept : undefined)),
    };
  }

  /**
   * The matches alone, for a page past the last result (the pinned articles are not added:
   * most of them match the query too, and the count is capped anyway).
   */
  async function countAll(literal: string, filters: SQL): Promise<number> {
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
    async searchArticles(request) {
      const stages = tsqueryStages(request.query, request.mode);
      if (stages.length === 0) return { total: 0, capped: false, items: [], match: 'exact' };
      const filters = filtersSql(request);
      const pinned = await findPinned(request.query, pinnedOptions);
      if (ranking === 'ranked' && request.mode === 'all') {
        return searchRanked({
          query: request.query,
          filters,
          pinned,
          graph,
          offset: request.offset,
          limit: request.limit,
        });
      }
      const pattern = definitionPattern(definedWords(request.query, request.mode));
      let found = { rankedTotal: 0, pinnedCount: 0, items: [] as TArticleHit[] };
      let match = stages[0]?.match ?? 'exact';
      for (const stage of stages) {
        found = await pageOf(
          stage.literal,
          pinned,
          filters,
          pattern,
          request.offset,
          request.limit,
        );
        match = stage.match;
        if (found.rankedTotal > 0) break;
        // A citation or a concept is answered by its articles: looser matches of 民法典 188, or
        // of a doctrinal name the statutes never use (情势变更), only add noise.
        if ((pinned.cited || pinned.concept) && found.pinnedCount > 0) break;
      }
      return {
        total: found.rankedTotal + found.pinnedCount,
        capped: found.rankedTotal >= ARTICLE_CANDIDATE_CAP,
        items: found.items,
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
        issuing_body: string | null;
        published_at: string | null;
        article_count: number;
        total: number;
      }>(
        db,
        sql`
        WITH q AS (SELECT ${literal}::tsquery AS q)
        SELECT id, title, level, category, status, issuing_body,
               published_at::text AS published_at,
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
          issuingBody: row.issuing_body,
          publishedAt: row.published_at,
          articleCount: row.article_count,
        })),
      };
    },
  };
}
