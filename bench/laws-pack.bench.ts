// npm run bench:laws-pack — the national law library on a fresh start (issue: the law library
// on first start). In one run: the committed pack's size; its load into an empty, migrated
// PGlite and PostgreSQL (TEST_DATABASE_URL, when it answers) with the database size after it;
// then the built server (npm run build first; BENCH_SKIP_BUILD=1 reuses it) started on an empty
// data folder BENCH_ROUNDS times (default 2) with the pack and without it (LAW_PACK=off, the
// start before the pack): time to the first page answered (/Template/yzfk/home), and with the
// pack, the time until the whole library is in and a search for 定金 finds 民法典 第五百八十六条.
// The load includes the citation graph (issue 26); its build is timed again alone, and the load
// is compared with the load less the graph (goal ≤ 1.3×).
// Ends with one key=value line.
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type TDatabase } from '@yzfk/server/platform/db/database';
import { migrateDatabase } from '@yzfk/server/platform/db/migrate';
import { createLogger } from '@yzfk/server/platform/logger';
import { BUNDLED_LAW_PACK } from '@yzfk/server/modules/law/pack/bundled-law-pack';
import { lawPackChecksum } from '@yzfk/server/modules/law/pack/law-pack-format';
import { loadLawPack } from '@yzfk/server/modules/law/pack/load-law-pack';
import { buildLawGraph } from '@yzfk/server/modules/law/graph/build-law-graph';
import { call, visitorToken } from './support/api';
import { POSTGRES_URL, postgresAnswers } from './support/postgres';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 18610);
const SERVER = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const bytes = readFileSync(BUNDLED_LAW_PACK);
const pack = { bytes, checksum: lawPackChecksum(bytes) };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

async function databaseBytes(database: TDatabase): Promise<number> {
  const result: unknown = await database.db.execute(
    sql`SELECT pg_total_relation_size('law_articles') + pg_total_relation_size('law_documents') AS n`,
  );
  return Number((result as { rows: { n: string }[] }).rows[0]?.n);
}

/**
 * Loads the pack into an empty, migrated database: seconds (the citation graph included), the
 * law tables' bytes, and the graph's build timed again on its own (a rebuild does the same
 * work), so that the load without it is measured in the same run.
 */
async function timeLoad(
  database: TDatabase,
): Promise<{ seconds: number; bytes: number; graphSeconds: number; edges: number }> {
  await migrateDatabase(database);
  const started = performance.now();
  await loadLawPack(
    {
      db: database.db,
      log: createLogger('silent'),
      now: () => new Date(),
      afterImport: () => Promise.resolve(),
    },
    pack,
  );
  const seconds = (performance.now() - started) / 1000;
  const graphStarted = performance.now();
  const graph = await buildLawGraph(database.db);
  const graphSeconds = (performance.now() - graphStarted) / 1000;
  return { seconds, bytes: await databaseBytes(database), graphSeconds, edges: graph.edges };
}

async function pgliteLoad() {
  const dataDir = mkdtempSync(join(tmpdir(), 'yzfk-bench-pack-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await timeLoad(database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresLoad() {
  const schema = `bench_pack_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ kind: 'postgres', url: POSTGRES_URL, schema });
  try {
    return await timeLoad(database);
  } finally {
    await database.db.execute(sql.raw(`DROP SCHEMA "${schema}" CASCADE`));
    await database.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` answers true; the milliseconds since `since`. */
async function until(
  since: number,
  probe: () => Promise<boolean>,
  limitMs: number,
): Promise<number> {
  for (;;) {
    if (await probe().catch(() => false)) return performance.now() - since;
    if (performance.now() - since > limitMs) throw new Error(`not within ${limitMs} ms`);
    await sleep(20);
  }
}

type TSearchReply = { groups: { hits: { title: string }[] }[] };

/** One start of the built server on an empty data folder. */
async function timeStart(withPack: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'yzfk-bench-start-'));
  const base = `http://127.0.0.1:${PORT}`;
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(withPack ? {} : { LAW_PACK: 'off' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const firstPage = await until(
      started,
      async () => (await fetch(`${base}/Template/yzfk/home`)).ok,
      120_000,
    );
    let searchable = Number.NaN;
    if (withPack) {
      const token = await visitorToken(base);
      searchable = await until(
        started,
        async () => {
          const status = await call<{ loading: boolean }>(base, '/flks/law/library', {}, token);
          if (status.loading) return false;
          const found = await call<TSearchReply>(
            base,
            '/flks/pagesection/search',
            { query: '定金', tab: 'article-clause' },
            token,
          );
          return found.groups.some((group) =>
            group.hits
              .slice(0, 10)
              .some((hit) => hit.title.includes('民法典') && hit.title.includes('第五百八十六条')),
          );
        },
        600_000,
      );
    }
    return { firstPage, searchable };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1')
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

console.log(`law pack ${BUNDLED_LAW_PACK}: ${bytes.length} bytes (budget 5,000,000)`);
const pglite = await pgliteLoad();
/** The load's figures and how much the citation graph adds to it. */
function describeLoad(where: string, load: Awaited<ReturnType<typeof timeLoad>>): string {
  const without = load.seconds - load.graphSeconds;
  return (
    `load into ${where}: ${load.seconds.toFixed(1)} s with the citation graph (${load.edges} edges, ` +
    `${load.graphSeconds.toFixed(1)} s of it), ${without.toFixed(1)} s without: ` +
    `${(load.seconds / without).toFixed(2)}× (goal ≤ 1.3×); law tables ${(load.bytes / 1e6).toFixed(0)} MB`
  );
}
console.log(describeLoad('PGlite', pglite));
const postgres = (await postgresAnswers()) ? await postgresLoad() : undefined;
if (postgres) {
  console.log(describeLoad('PostgreSQL', postgres));
} else console.log(`PostgreSQL at ${POSTGRES_URL} does not answer: its load is not measured`);

const baseline: number[] = [];
const firstPage: number[] = [];
const searchable: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  baseline.push((await timeStart(false)).firstPage);
  const withPack = await timeStart(true);
  firstPage.push(withPack.firstPage);
  searchable.push(withPack.searchable);
  console.log(
    `start ${round + 1}: first page ${baseline.at(-1)?.toFixed(0)} ms without the pack, ` +
      `${withPack.firstPage.toFixed(0)} ms with it; whole library searchable after ${(withPack.searchable / 1000).toFixed(1)} s`,
  );
}
const figures = {
  pack_bytes: bytes.length,
  load_pglite_s: pglite.seconds.toFixed(1),
  load_postgres_s: postgres ? postgres.seconds.toFixed(1) : 'na',
  graph_edges: pglite.edges,
  graph_pglite_s: pglite.graphSeconds.toFixed(1),
  graph_postgres_s: postgres ? postgres.graphSeconds.toFixed(1) : 'na',
  load_graph_ratio_pglite: (pglite.seconds / (pglite.seconds - pglite.graphSeconds)).toFixed(2),
  load_graph_ratio_postgres: postgres
    ? (postgres.seconds / (postgres.seconds - postgres.graphSeconds)).toFixed(2)
    : 'na',
  db_bytes_pglite: pglite.bytes,
  db_bytes_postgres: postgres ? postgres.bytes : 'na',
  start_first_page_ms: median(firstPage).toFixed(0),
  start_first_page_baseline_ms: median(baseline).toFixed(0),
  start_ratio: (median(firstPage) / median(baseline)).toFixed(2),
  searchable_s: (median(searchable) / 1000).toFixed(1),
};
console.log(
  Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(' '),
);
