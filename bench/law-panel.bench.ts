// npm run bench:law-panel — 法条联想 on the national library in PGlite, through the built server
// (npm run build first) as the law page calls it: the law page's own call (/flks/law/detail of
// 民法典, 1,260 articles) as the baseline, then in the same run and interleaved with it the
// article panel (/flks/law/relations of 民法典第五百八十四条) and the badge counts of the whole
// law (/flks/law/relation-counts of 民法典), BENCH_ROUNDS times each (default 30) after a
// warm-up, as a visitor. Ends with one key=value line.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '@yzfk/server/platform/db/database';
import { createLogger } from '@yzfk/server/platform/logger';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';
import { BUNDLED_LAW_PACK } from '@yzfk/server/modules/law/pack/bundled-law-pack';
import { lawPackChecksum } from '@yzfk/server/modules/law/pack/law-pack-format';
import { loadLawPack } from '@yzfk/server/modules/law/pack/load-law-pack';
import { lawArticles, lawDocuments } from '@yzfk/server/modules/law/law.schema';
import { call } from './support/api';
import { ms, percentile } from './search/stats';
import { timeInterleaved, type TTimed } from './support/time-interleaved';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARM_UP = 3;
const PORT = Number(process.env.BENCH_PORT ?? 18630);

/** A migrated PGlite folder with the committed pack loaded; 民法典's id and 第五百八十四条's place. */
async function prepareLibrary(dataDir: string) {
  // The server's first start creates and migrates the database (no pack, no demo content).
  const empty = await startBuiltServer(PORT, {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LAW_PACK: 'off',
  });
  await empty.stop();
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const bytes = readFileSync(BUNDLED_LAW_PACK);
    const started = performance.now();
    await loadLawPack(
      {
        db: database.db,
        log: createLogger('warn'),
        now: () => new Date(),
        afterImport: () => Promise.resolve(),
      },
      { bytes, checksum: lawPackChecksum(bytes) },
    );
    const loadSeconds = (performance.now() - started) / 1000;
    const [article] = await database.db
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
  } finally {
    await database.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'yzfk-bench-panel-'));
try {
  const { lawId, ordinal, loadSeconds } = await prepareLibrary(dataDir);
  console.log(`pack loaded into PGlite in ${loadSeconds.toFixed(1)} s; 民法典 id ${lawId}`);
  // The pack is recorded as loaded: this start does no load work, only the demo seed.
  const server = await startBuiltServer(PORT, { DATA_DIR: dataDir });
  try {
    const { token } = await call<{ token: string }>(server.base, '/flks/auth/gettoken', {
      domainName: 'localhost',
    });
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
    await timeInterleaved(calls, WARM_UP);
    const durations = await timeInterleaved(calls, ROUNDS);
    const p95 = (name: string) => percentile(durations.get(name) ?? [], 95);
    for (const { name } of calls) {
      const values = durations.get(name) ?? [];
      console.log(
        `${name.padEnd(7)} p50 ${ms(percentile(values, 50))} ms  p95 ${ms(p95(name))} ms  (${values.length} calls)`,
      );
    }
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
