// npm run bench:law-panel — 法条联想 on the national library in PGlite, through the built server
// (npm run build first) as the law page calls it: the law page's own call (/flks/law/detail of
// 民法典, 1,260 articles) as the baseline, then in the same run and interleaved with it the
// article panel (/flks/law/relations of 民法典第五百八十四条) and the badge counts of the whole
// law (/flks/law/relation-counts of 民法典), BENCH_ROUNDS times each (default 30) after a
// warm-up, as a visitor. Ends with one key=value line.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';
import { lawArticles, lawDocuments } from '@yzfk/server/modules/law/law.schema';
import { call, visitorToken } from './support/api';
import { prepareLawPackLibrary, type TBenchDb } from './support/law-pack-library';
import { ms } from './search/stats';
import { timeAndReport, type TTimed } from './support/time-interleaved';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARM_UP = 3;
const PORT = Number(process.env.BENCH_PORT ?? 18630);

/** 民法典's id and 第五百八十四条's place, in a library holding the committed pack. */
async function panelArticle(db: TBenchDb, loadSeconds: number) {
  const [article] = await db
    .select({ lawId: lawArticles.lawId, ordinal: lawArticles.ordinal })
    .from(lawArticles)
    .innerJoin(lawDocuments, eq(lawDocuments.id, lawArticles.lawId))
    .where(
      and(
        eq(lawDocuments.title, '中华人民共和国民法典'),
        eq(lawDocuments.status, '现行有效'),
        eq(lawArticles.number, '第五百八十四条'),
      ),
    );
  if (!article) throw new Error('民法典第五百八十四条 is not in the library');
  return { ...article, loadSeconds };
}

const dataDir = mkdtempSync(join(tmpdir(), 'yzfk-bench-panel-'));
try {
  const { lawId, ordinal, loadSeconds } = await prepareLawPackLibrary(dataDir, PORT, panelArticle);
  console.log(`pack loaded into PGlite in ${loadSeconds.toFixed(1)} s; 民法典 id ${lawId}`);
  // The pack is recorded as loaded: this start does no load work, only the demo seed.
  const server = await startBuiltServer(PORT, { DATA_DIR: dataDir });
  try {
    const token = await visitorToken(server.base);
    const calls: TTimed[] = [
      { name: 'detail', run: () => call(server.base, '/flks/law/detail', { id: lawId }, token) },
      {
        name: 'panel',
        run: () => call(server.base, '/flks/law/relations', { lawId, ordinal }, token),
      },
      {
        name: 'counts',
        run: () => call(server.base, '/flks/law/relation-counts', { lawId }, token),
      },
    ];
    const counts = await call<{ articles: { ordinal: number }[] }>(
      server.base,
      '/flks/law/relation-counts',
      { lawId },
      token,
    );
    console.log(`民法典: ${counts.articles.length} articles with badges`);
    const p95 = await timeAndReport(calls, WARM_UP, ROUNDS);
    console.log(
      `panel/detail p95 ${(p95('panel') / p95('detail')).toFixed(2)}×, counts/detail p95 ${(p95('counts') / p95('detail')).toFixed(2)}×`,
    );
    console.log(
      `panel_p95_ms=${ms(p95('panel'))} counts_p95_ms=${ms(p95('counts'))} detail_p95_ms=${ms(p95('detail'))} rounds=${ROUNDS} load_avg=${loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
