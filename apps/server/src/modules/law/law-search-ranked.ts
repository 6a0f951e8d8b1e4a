import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { phraseText, wordLiteral } from '../../platform/search/ts-literals';
import { analyseQuery } from './law-query';
import {
  articleScore,
  CITED_EACH,
  CITED_LIFT,
  CITED_MANY,
  definitionPattern,
  type TScoringQuery,
} from './law-ranking';
import type { TPinned } from './law-pinned';
import { selectRows } from './select-rows';
import { articleHitOf, type TArticleRow } from './law-article-row';
import type { TArticlePage } from './law-search';

// The ranked article search (decision 0045). One pass, no fallback stages:
// 1. candidates in SQL: the articles holding each character pair of the query's words (each
//    pair's list capped, which also gives its document frequency) and those holding every word,
//    ranked cheaply by the summed IDF of the pairs they hold times the law's weight;
// 2. the best of them scored in TypeScript (law-ranking.ts: IDF-weighted coverage of the query);
// 3. the graph: an interpretation, case or regulation among them lifts the articles it cites
//    (law_citations), so the statute a lower text applies comes before it;
// 4. a superseded version never above the version in force of the same law.

/** Articles listed per character pair (the rarest pairs list all theirs). */
const PER_GRAM_CAP = 300;
/** Pairs of a query searched (a query is rarely longer). */
const MAX_GRAMS = 16;
/** Candidates scored in full. */
const FULLY_SCORED = 60;
/** Pre-score of an article holding every word of the query, beside its pairs' IDF. */
const ALL_WORDS_PRE = 20;

/** The columns the scoring and the hit need, from law_articles a and law_documents d. */
const ROW_COLUMNS = sql`a.id, a.law_id, d.title, a.level, a.status, a.number, a.ordinal, a.headings,
  a.paragraphs, a.rank_weight, a.opens_section, a.char_count, d.version_group`;

type TRow = TArticleRow & {
  rank_weight: number;
  opens_section: boolean;
  char_count: number;
  version_group: string;
};

type TScored = TRow & {
  score: number;
  raw: number;
  allWords: boolean;
  phrase: boolean;
  /** Cited by a matching text of another document (the graph's lift). */
  lifted?: boolean;
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** Statuses of a version in force (a law not yet in force is the coming current one). */
const IN_FORCE = new Set(['现行有效', '尚未生效']);

export type TRankedRequest = {
  query: string;
  filters: SQL;
  pinned: TPinned;
  /** The graph's lift; off measures the search without it (bench:search). */
  graph: boolean;
  offset: number;
  limit: number;
};

/** What the one query of a search answers: a row of each kind, and the figures on every row. */
type TFoundRow = TRow & {
  /** A candidate ('top'), an article a candidate cites ('cited'), a named article ('pinned'). */
  role: 'top' | 'cited' | 'pinned';
  /** For a candidate: the articles of other documents it cites. */
  cites: number[] | null;
  total: number;
  df: Record<string, number> | null;
  n: number;
};

export function createRankedArticleSearch(db: TDb) {
  /**
   * Everything a search reads, in one round trip: the best candidates, their pairs' document
   * frequency and the number of articles, the articles they cite (the graph's lift) and the
   * named articles. The articles holding every pair come first; only when they are fewer than
   * FULLY_SCORED are each pair's articles listed too (a one-time filter: PostgreSQL skips those
   * scans otherwise).
   */
  async function findAll(
    grams: string[],
    filters: SQL,
    graph: boolean,
    pinnedIds: number[],
  ): Promise<TFoundRow[]> {
    // Every pair at once: the index answers it without reading a vector (a phrase would not).
    const allLiteral = grams.map((gram) => wordLiteral(gram)).join(' & ');
    // The literal as a sub-select: estimated at the default selectivity, the planner scans the
    // index. Given a constant of a common pair, it reads the table in order under the LIMIT and
    // detoasts every vector to test it, several times slower.
    const listOf = (literal: string, g: number) =>
      sql`(SELECT id, ${g}::int AS g FROM law_articles WHERE search_vector @@ (SELECT ${literal}::tsquery) ${filters} LIMIT ${PER_GRAM_CAP})`;
    const perGram =
      grams.length > 1
        ? sql`UNION ALL SELECT * FROM (${sql.join(
            grams.map((gram, i) => listOf(wordLiteral(gram), i)),
            sql` UNION ALL `,
          )}) p WHERE (SELECT count(*) FROM m0) < ${FULLY_SCORED}`
        : sql``;
    const cites = graph
      ? sql`SELECT citing_article_id AS citing, cited_article_id AS cited FROM law_citations
            WHERE citing_article_id IN (SELECT id FROM top) AND kind <> 'internal'`
      : sql`SELECT 0 AS citing, 0 AS cited WHERE false`;
    const pinned = pinnedIds.length > 0 ? sql`id IN (${idList(pinnedIds)})` : sql`false`;
    return selectRows<TFoundRow>(
      db,
      sql`
      WITH m0 AS (${grams.length > 0 ? listOf(allLiteral, -1) : sql`SELECT 0 AS id, -1 AS g WHERE false`}),
      m AS (SELECT * FROM m0 ${perGram}),
      df AS (SELECT g, count(*)::float8 AS n FROM m WHERE g >= 0 GROUP BY g),
      articles AS (SELECT greatest(reltuples, 1)::float8 AS n FROM pg_class WHERE oid = 'law_articles'::regclass),
      c AS (
        SELECT m.id, sum(CASE WHEN m.g < 0 THEN ${ALL_WORDS_PRE}::float8
                              ELSE ln(1 + (SELECT n FROM articles) / df.n) END) AS s
        FROM m LEFT JOIN df ON df.g = m.g GROUP BY m.id
      ),
      top AS (
        SELECT c.id, c.s * a.rank_weight AS pre, count(*) OVER () AS total
        FROM c JOIN law_articles a ON a.id = c.id
        ORDER BY pre DESC, c.id LIMIT ${FULLY_SCORED}
      ),
      cites AS (${cites}),
      found AS (
        SELECT id, 'top' AS role, pre FROM top
        UNION ALL
        SELECT id, 'cited', 0 FROM law_articles
        WHERE id IN (SELECT cited FROM cites WHERE cited NOT IN (SELECT id FROM top)) ${filters}
        UNION ALL
        SELECT id, 'pinned', 0 FROM law_articles WHERE ${pinned} ${filters}
      )
      SELECT ${ROW_COLUMNS}, found.role,
             CASE WHEN found.role = 'top'
               THEN (SELECT array_agg(cited) FROM cites WHERE citing = a.id) END AS cites,
             (SELECT max(total) FROM top)::int AS total,
             (SELECT json_object_agg(g, n) FROM df) AS df, (SELECT n FROM articles) AS n
      FROM found JOIN law_articles a ON a.id = found.id JOIN law_documents d ON d.id = a.law_id
      ORDER BY found.pre DESC, a.id`,
    );
  }

  return async function searchRanked(request: TRankedRequest): Promise<TArticlePage> {
    const analysed = analyseQuery(request.query);
    const grams = analysed.grams.slice(0, MAX_GRAMS);
    const pinnedIds = request.pinned.articleIds;
    const rows =
      grams.length > 0 || pinnedIds.length > 0
        ? await findAll(grams, request.filters, request.graph, pinnedIds)
        : [];
    const found = rows.filter((row) => row.role === 'top');
    const first = rows[0];
    const n = first?.n ?? 1;
    const idf = new Map<string, number>();
    grams.forEach((gram, i) => {
      // Without the pairs' own lists (every candidate holds them all), they weigh the same.
      const df = first?.df ? (first.df[String(i)] ?? 0) : n;
      idf.set(gram, Math.log(1 + n / Math.max(df, 0.5)));
    });
    const scoring: TScoringQuery = {
      runs: analysed.runs.map((run) => ({ ...run, grams: run.grams.filter((g) => idf.has(g)) })),
      idf,
      phrase: analysed.runs.length > 1 ? phraseText(request.query) : undefined,
      definition: definitionPattern(analysed.runs.flatMap((run) => [run.text, ...run.words])),
    };
    const score = (row: TRow): TScored => {
      const result = articleScore(scoring, {
        lawTitle: row.title,
        headings: row.headings,
        paragraphs: row.paragraphs,
        charCount: row.char_count,
        opensSection: row.opens_section,
      });
      return { ...row, ...result, score: result.raw * row.rank_weight };
    };
    const scored = new Map<number, TScored>(found.map((row) => [row.id, score(row)]));
    if (request.graph) liftCited(scored, rows, score);
    // A citation, a charge or a concept is answered by its articles, and by those holding every
    // word of it: looser matches (民法典 188 → any 民法典 article) only add noise.
    // Articles holding every word, when there are any, come with the articles they cite, not
    // with articles holding some of the words (离婚 子女 lists neither 离婚 alone nor 子女 alone).
    const named = pinnedIds.length > 0;
    const complete = [...scored.values()].some((row) => row.allWords);
    const ranked = keepCurrentFirst([...scored.values()])
      .filter(
        (row) =>
          !pinnedIds.includes(row.id) &&
          (named ? row.allWords : !complete || row.allWords || row.lifted),
      )
      .sort((a, b) => b.score - a.score || a.id - b.id);

    const pinnedRows = rows.filter((row) => row.role === 'pinned');
    const pinned = pinnedIds.flatMap((id) => {
      const row = pinnedRows.find((candidate) => candidate.id === id);
      return row ? [{ ...score(row), score: 1000 - pinnedIds.indexOf(id) }] : [];
    });
    const all = [...pinned, ...ranked];
    const page = all.slice(request.offset, request.offset + request.limit);
    const total =
      named || complete
        ? ranked.length
        : Math.min(Math.max(first?.total ?? 0, ranked.length), ARTICLE_CANDIDATE_CAP_RANKED);
    const match = ranked.some((row) => row.phrase || (row.allWords && scoring.phrase === undefined))
      ? 'exact'
      : ranked.some((row) => row.allWords)
        ? 'words'
        : ranked.length > 0
          ? 'partial'
          : 'exact';
    return {
      total: total + pinned.length,
      capped: total >= ARTICLE_CANDIDATE_CAP_RANKED,
      items: page.map((row) =>
        articleHitOf(row, pinned.includes(row) ? request.pinned.concept : undefined),
      ),
      match,
    };
  };
}

/**
 * The graph's lift: each article cited by a scored candidate of another document receives a
 * share of the citing one's score before the law's weight (CITED_LIFT), a little more for each
 * further citing candidate; an article not yet among the candidates is scored too.
 */
function liftCited(
  scored: Map<number, TScored>,
  rows: TFoundRow[],
  score: (row: TRow) => TScored,
): void {
  for (const row of rows) if (row.role === 'cited') scored.set(row.id, score(row));
  const lift = new Map<number, { best: number; count: number }>();
  for (const row of rows) {
    const citing = row.role === 'top' ? scored.get(row.id) : undefined;
    if (!citing) continue;
    for (const cited of row.cites ?? []) {
      if (!scored.has(cited)) continue;
      const seen = lift.get(cited) ?? { best: 0, count: 0 };
      lift.set(cited, { best: Math.max(seen.best, citing.raw), count: seen.count + 1 });
    }
  }
  for (const [id, { best, count }] of lift) {
    const row = scored.get(id);
    if (!row) continue;
    const raw =
      row.raw +
      CITED_LIFT * best +
      CITED_EACH * Math.min(count - 1, CITED_MANY) * (best / (best + 1));
    scored.set(id, { ...row, raw, score: raw * row.rank_weight, lifted: true });
  }
}

/** Candidates counted before "500+". */
const ARTICLE_CANDIDATE_CAP_RANKED = 500;

/**
 * A superseded or repealed version never above the version in force of the same law: where
 * both are among the results, the older one's score stays just below the best current one's.
 */
function keepCurrentFirst(rows: TScored[]): TScored[] {
  const bestCurrent = new Map<string, number>();
  for (const row of rows) {
    if (!IN_FORCE.has(row.status)) continue;
    bestCurrent.set(
      row.version_group,
      Math.max(bestCurrent.get(row.version_group) ?? 0, row.score),
    );
  }
  return rows.map((row) => {
    const best = bestCurrent.get(row.version_group);
    if (IN_FORCE.has(row.status) || best === undefined || row.score < best) return row;
    return { ...row, score: best * 0.999 };
  });
}
