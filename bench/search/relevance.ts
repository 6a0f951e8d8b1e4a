import type { TDb } from '@yzfk/server/platform/db/database';
import { createPostgresLawSearch } from '@yzfk/server/modules/law/law-search';
import {
  RELEVANCE_FLOORS,
  runRelevanceSets,
  type TRelevanceReport,
} from '@yzfk/server/modules/law/relevance/relevance';

const f3 = (value: number) => value.toFixed(3);

function print(label: string, report: TRelevanceReport): void {
  const within = report.results.filter((r) => r.rank !== null && r.rank <= r.k).length;
  console.log(
    `relevance ${label}: ${report.results.length} queries, hits@k ${f3(report.all.hitsAtK)} (${within} within k), MRR ${f3(report.all.mrr)}`,
  );
  const groups = { ...report.sets, ...report.kinds };
  for (const [name, figures] of Object.entries(groups))
    console.log(`  ${name.padEnd(14)} hits@k ${f3(figures.hitsAtK)}  MRR ${f3(figures.mrr)}`);
  if (process.env.BENCH_VERBOSE)
    for (const r of report.results)
      if (r.rank === null || r.rank > r.k)
        console.log(
          `  outside k: ${r.query} → ${r.law} ${r.number} at ${r.rank ?? '> 20'} (k ${r.k})`,
        );
}

/**
 * Both relevance sets (the tuned one and issue 26's) on today's path (the stage search) and the
 * graph ranking, each with and without the concept list; prints the figures per set and kind.
 */
export async function measureRelevance(db: TDb) {
  const run = async (ranking: 'ranked' | 'stages', concepts: boolean) =>
    runRelevanceSets(createPostgresLawSearch(db, { ranking, concepts }));
  const todayWith = await run('stages', true);
  const todayWithout = await run('stages', false);
  const rankedWith = await run('ranked', true);
  const rankedWithout = await run('ranked', false);
  print("today's path, with concepts", todayWith);
  print("today's path, without concepts", todayWithout);
  print('graph ranking, with concepts', rankedWith);
  print('graph ranking, without concepts', rankedWithout);
  console.log(
    `floors (the corpus test's): hits@k ≥ ${RELEVANCE_FLOORS.withConcepts} with concepts, ≥ ${RELEVANCE_FLOORS.withoutConcepts} without`,
  );
  return {
    hits_at_k: f3(rankedWith.all.hitsAtK),
    mrr: f3(rankedWith.all.mrr),
    hits_at_k_no_concepts: f3(rankedWithout.all.hitsAtK),
    mrr_no_concepts: f3(rankedWithout.all.mrr),
    today_hits_at_k: f3(todayWith.all.hitsAtK),
    today_mrr: f3(todayWith.all.mrr),
    today_hits_at_k_no_concepts: f3(todayWithout.all.hitsAtK),
    today_mrr_no_concepts: f3(todayWithout.all.mrr),
  };
}
