import { articleNumberOf } from '../concepts/concept-file';
import relevanceSet from './relevance-set.json';
import type { TLawSearch } from '../law-search';
import type { TQueryMode } from '../../../platform/search/ts-literals';

// The relevance set (relevance-set.json): queries a candidate types, each with the article a
// lawyer expects and the rank k it must reach. Measured by the corpus test and bench:search.

export type TRelevanceCase = {
  query: string;
  /** concept, synonym, misspelling, citation, words or phrase: what the query tests. */
  kind: string;
  mode: TQueryMode;
  law: string;
  /** As statutes write it: 第五百三十三条. */
  number: string;
  k: number;
};

/** One query's outcome: the expected article's rank (1 = first), or null beyond the depth. */
export type TRelevanceResult = TRelevanceCase & { rank: number | null };

/** Hits looked at per query: MRR counts an article found up to this rank. */
export const RELEVANCE_DEPTH = 20;

/** The cases of the set's parsed JSON; a malformed entry is an error (the set is ours). */
export function readRelevanceSet(json: unknown): TRelevanceCase[] {
  if (!Array.isArray(json)) throw new Error('relevance set: not an array');
  return json.map((entry: Record<string, unknown>, index) => {
    const number = articleNumberOf(entry.article);
    const { query, kind, law, k } = entry;
    if (
      typeof query !== 'string' ||
      typeof kind !== 'string' ||
      typeof law !== 'string' ||
      typeof k !== 'number' ||
      !number
    ) {
      throw new Error(`relevance set: entry ${index + 1} is malformed`);
    }
    return { query, kind, mode: entry.mode === 'phrase' ? 'phrase' : 'all', law, number, k };
  });
}

/** Runs every query and finds the expected article's rank. */
export async function runRelevanceSet(
  search: TLawSearch,
  cases: TRelevanceCase[],
): Promise<TRelevanceResult[]> {
  const results: TRelevanceResult[] = [];
  for (const item of cases) {
    const page = await search.searchArticles({
      query: item.query,
      mode: item.mode,
      offset: 0,
      limit: RELEVANCE_DEPTH,
    });
    const index = page.items.findIndex(
      (hit) => hit.lawTitle === item.law && hit.number === item.number,
    );
    results.push({ ...item, rank: index === -1 ? null : index + 1 });
  }
  return results;
}

/** hits@k (share of queries whose article is within its own k) and MRR (mean 1/rank). */
export function relevanceFigures(results: TRelevanceResult[]): { hitsAtK: number; mrr: number } {
  if (results.length === 0) return { hitsAtK: Number.NaN, mrr: Number.NaN };
  const within = results.filter((result) => result.rank !== null && result.rank <= result.k);
  const reciprocal = results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0);
  return { hitsAtK: within.length / results.length, mrr: reciprocal / results.length };
}

/** The repository's relevance set. */
export function loadRelevanceSet(): TRelevanceCase[] {
  return readRelevanceSet(relevanceSet);
}
