// npm run bench:law-compare — 新旧对照 on the national library in PGlite, through the built
// server (npm run build first) as the pages call it: the law page's own call (/flks/law/detail
// of 民事诉讼法 2023, 306 articles) as the baseline, then in the same run and interleaved with it
// /flks/law/compare of 民事诉讼法 2021 → 2023 and of 公司法 2018 → 2023 (a revision: the most
// moved and split articles), BENCH_ROUNDS times each (default 30) after a warm-up, as a
// visitor. The server keeps the last comparisons it made (keyed by both texts' hashes): the
// first call of each pair is timed on its own (cold), the rounds are the cached path. Ends with
// one key=value line.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';
import { lawDocuments } from '@yzfk/server/modules/law/law.schema';
import type { TLawComparison } from '@yzfk/contract/calls/law-compare';
import { call, visitorToken } from './support/api';
import { prepareLawPackLibrary, type TBenchDb } from './support/law-pack-library';
import { ms } from './search/stats';
import { timeAndReport, type TTimed } from './support/time-interleaved';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARM_UP = 3;
const PORT = Number(process.env.BENCH_PORT ?? 18640);
const CIVIL = '中华人民共和国民事诉讼法';
const COMPANY = '中华人民共和国公司法';

/** The id of a law's version by its title and the day it was published. */
async function versionId(db: TBenchDb, title: string, publishedAt: string): Promise<number> {
  const [row] = await db
    .select({ id: lawDocuments.id })
    .from(lawDocuments)
    .where(and(like(lawDocuments.title, title), eq(lawDocuments.publishedAt, publishedAt)));
  if (!row) throw new Error(`${title} of ${publishedAt} is not in the library`);
  return row.id;
}

/** The versions compared, in a library holding the committed pack. */
async function versionsCompared(db: TBenchDb) {
  return {
    civil2021: await versionId(db, CIVIL, '2021-12-24'),
    civil2023: await versionId(db, CIVIL, '2023-09-01'),
    company2018: await versionId(db, COMPANY, '2018-10-26'),
    company2023: await versionId(db, COMPANY, '2023-12-29'),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'yzfk-bench-compare-'));
try {
  const ids = await prepareLawPackLibrary(dataDir, PORT, versionsCompared);
  const server = await startBuiltServer(PORT, { DATA_DIR: dataDir });
  try {
    const token = await visitorToken(server.base);
    const compare = (fromId: number, toId: number) =>
      call<TLawComparison>(server.base, '/flks/law/compare', { fromId, toId }, token);
    // The law page's own call once first, so that the cold compare calls do not pay for the
    // server's first reads.
    await call(server.base, '/flks/law/detail', { id: ids.civil2023 }, token);
    const cold = new Map<string, number>();
    for (const [name, from, to] of [
      ['civil', ids.civil2021, ids.civil2023],
      ['company', ids.company2018, ids.company2023],
    ] as const) {
      const started = performance.now();
      const { counts, pairs } = await compare(from, to);
      cold.set(name, performance.now() - started);
      console.log(
        `${name}: ${pairs.length} pairs ${JSON.stringify(counts)}, first (cold) call ${ms(cold.get(name) ?? 0)} ms`,
      );
    }
    const calls: TTimed[] = [
      {
        name: 'detail',
        run: () => call(server.base, '/flks/law/detail', { id: ids.civil2023 }, token),
      },
      { name: 'civil', run: () => compare(ids.civil2021, ids.civil2023) },
      { name: 'company', run: () => compare(ids.company2018, ids.company2023) },
    ];
    const p95 = await timeAndReport(calls, WARM_UP, ROUNDS);
    console.log(
      `compare_civil_cold_ms=${ms(cold.get('civil') ?? 0)} compare_company_cold_ms=${ms(cold.get('company') ?? 0)} compare_civil_p95_ms=${ms(p95('civil'))} compare_company_p95_ms=${ms(p95('company'))} detail_p95_ms=${ms(p95('detail'))} civil_over_detail=${(p95('civil') / p95('detail')).toFixed(2)} rounds=${ROUNDS} load_avg=${loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
