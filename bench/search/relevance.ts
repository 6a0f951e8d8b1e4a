import type { TDb } from '@yzfk/server/platform/db/database';
import { createPostgresLawSearch } from '@yzfk/server/modules/law/law-search';
import {
  loadRelevanceSet,
  relevanceFigures,
  runRelevanceSet,
} from '@yzfk/server/modules/law/relevance/relevance';

/** Runs the relevance set, prints hits@k, MRR and every query outside its k. */
export async function measureRelevance(db: TDb): Promise<{ hitsAtK: number; mrr: number }> {
  const cases = loadRelevanceSet();
  const results = await runRelevanceSet(createPostgresLawSearch(db), cases);
  const figures = relevanceFigures(results);
  const within = results.length - results.filter((r) => r.rank === null || r.rank > r.k).length;
  console.log(
    `relevance set: ${cases.length} queries, hits@k ${figures.hitsAtK.toFixed(3)} (${within}/${cases.length} within k), MRR ${figures.mrr.toFixed(3)}`,
  );
  for (const result of results) {
    if (result.rank === null || result.rank > result.k) {
      console.log(
        `  outside k: ${result.query} → ${result.law} ${result.number} at ${result.rank ?? '> 20'} (k ${result.k})`,
      );
    }
  }
  return figures;
}
