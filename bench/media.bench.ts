// npm run bench:media — the same 50 MB file (random bytes, made in a temp folder at run time)
// served in one run by two processes, alternating rounds so that noise hits both alike:
//   checked  GET /media/<id>?exp&sid&sig  the product's route: signature, session (cache),
//                                          authorisation (cache), range check, then send
//   bare     GET /bare/<key>               a bare Fastify + @fastify/static on the same folder
// Figures: random 1 MB range reads (req/s, MB/s), whole-file reads (MB/s), and the p99 of a
// seek (one 1 MB range read at a random offset, one at a time, to the last byte). The file is
// `authorised`, read by a logged-in user holding a personal authorisation.
// Load is made with fetch (undici), whose body reading keeps up with the server; autocannon does
// not for 1 MB replies. Prints one key=value line. Build first (npm run build).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { call, phoneLogin } from './support/api';
import { openDatabase } from '@yzfk/server/platform/db/database';
import { migrateDatabase } from '@yzfk/server/platform/db/migrate';
import { seedDemo } from '@yzfk/server/seed-demo';
import { createAuthorisationRepository } from '@yzfk/server/modules/identity/authorisation.repository';
import { createUserRepository } from '@yzfk/server/modules/identity/user.repository';
import { createMediaRepository } from '@yzfk/server/modules/media/media.repository';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 18480);
const BARE_PORT = PORT + 1;
const FILE_BYTES = 50 * 1024 * 1024;
const RANGE_BYTES = 1024 * 1024;
const SEEKS = 200;
const WHOLE_STREAMS = 2;
const KEY = 'bench/film.mp4';
const PHONE = '13700000009';
const MB = 1024 * 1024;

type TRun = { rps: number; mbps: number; failures: number };

/** The middle run by a figure (req/s for ranges, MB/s for whole files), failures summed. */
function median(runs: TRun[], by: 'rps' | 'mbps'): TRun {
  const sorted = [...runs].sort((a, b) => a[by] - b[by]);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return { ...middle, failures: runs.reduce((sum, run) => sum + run.failures, 0) };
}

/** A random 1 MB range inside the file, as a Range header. */
function randomRange(): string {
  const start = Math.floor(Math.random() * (FILE_BYTES - RANGE_BYTES));
  return `bytes=${start}-${start + RANGE_BYTES - 1}`;
}

/**
 * Random 1 MB range reads by CONNECTIONS readers for the duration, each answered 206 with 1 MB
 * or counted as a failure. fetch (undici) reads large bodies several times faster than
 * autocannon's parser, which would otherwise be the bottleneck of both routes alike.
 */
async function measureRanges(url: string, duration = DURATION_S): Promise<TRun> {
  const started = performance.now();
  const deadline = started + duration * 1000;
  let served = 0;
  let failures = 0;
  async function read(): Promise<void> {
    while (performance.now() < deadline) {
      const response = await fetch(url, { headers: { range: randomRange() } });
      const body = await response.arrayBuffer();
      if (response.status === 206 && body.byteLength === RANGE_BYTES) served++;
      else failures++;
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, read));
  const seconds = (performance.now() - started) / 1000;
  return { rps: served / seconds, mbps: (served * RANGE_BYTES) / MB / seconds, failures };
}

/**
 * One-byte range reads with autocannon (its parser is no bottleneck for tiny bodies): what a
 * request costs apart from its bytes, i.e. the checks and the framework around send.
 */
async function measureTiny(url: string, duration = DURATION_S): Promise<TRun> {
  const result = await autocannon({
    url,
    duration,
    connections: CONNECTIONS,
    headers: { range: 'bytes=0-0' },
  });
  const partial = result.statusCodeStats?.['206' as '200']?.count ?? 0;
  return {
    rps: result.requests.average,
    mbps: 0,
    failures: result.errors + result.timeouts + (result.requests.total - partial),
  };
}

/**
 * Whole-file reads by WHOLE_STREAMS readers for the duration, counting the bytes as they
 * arrive (a 50 MB reply outlasts a short window, so counting finished replies would say 0).
 */
async function measureWhole(url: string, duration = DURATION_S): Promise<TRun> {
  const started = performance.now();
  const deadline = started + duration * 1000;
  let bytes = 0;
  let files = 0;
  let failures = 0;
  async function read(): Promise<void> {
    while (performance.now() < deadline) {
      const response = await fetch(url);
      if (response.status !== 200 || !response.body) {
        failures++;
        await response.body?.cancel();
        continue;
      }
      const reader = response.body.getReader();
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) {
          files++;
          break;
        }
        bytes += chunk.value.byteLength;
        if (performance.now() >= deadline) {
          await reader.cancel();
          break;
        }
      }
    }
  }
  await Promise.all(Array.from({ length: WHOLE_STREAMS }, read));
  const seconds = (performance.now() - started) / 1000;
  return { rps: files / seconds, mbps: bytes / MB / seconds, failures };
}

/** p99 in ms of seeks: one 1 MB range read at a random offset at a time, to its last byte. */
async function seekP99(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SEEKS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { range: randomRange() } });
    const body = await response.arrayBuffer();
    if (response.status !== 206 || body.byteLength !== RANGE_BYTES) {
      throw new Error(`seek answered ${response.status} with ${body.byteLength} bytes`);
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.ceil(times.length * 0.99) - 1] ?? Number.NaN;
}

/** Writes the 50 MB file of random bytes (incompressible, like video). */
async function writeFile(path: string): Promise<void> {
  const out = createWriteStream(path);
  for (let written = 0; written < FILE_BYTES; written += MB) {
    if (!out.write(randomBytes(MB))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** The database the server starts on: demo site, a user with an authorisation, the file. */
async function prepareDatabase(dataDir: string): Promise<number> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(database);
    const siteId = await seedDemo(database.db);
    const user = await createUserRepository(database.db).findOrCreateByPhone(siteId, PHONE);
    await createAuthorisationRepository(database.db).grant({
      siteId,
      authType: 1,
      userId: user.id,
      name: '有章法考会员',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const file = await createMediaRepository(database.db).upsert({
      storageKey: KEY,
      contentType: 'video/mp4',
      byteSize: FILE_BYTES,
      access: 'authorised',
    });
    return file.id;
  } finally {
    await database.close();
  }
}

/** Starts the bare static server on the storage folder and waits until it answers. */
async function startBare(root: string) {
  const script = fileURLToPath(new URL('support/bare-static-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, root, String(BARE_PORT)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${BARE_PORT}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/bare/${KEY}`, { method: 'HEAD' })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('bare server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `${base}/bare/${KEY}`,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const workDir = mkdtempSync(join(tmpdir(), 'yzfk-bench-media-'));
try {
  const storageDir = join(workDir, 'storage');
  const dataDir = join(workDir, 'data');
  const outbox = join(workDir, 'sms.jsonl');
  mkdirSync(join(storageDir, 'bench'), { recursive: true });
  await writeFile(join(storageDir, KEY));
  const fileId = await prepareDatabase(dataDir);

  const server = await startBuiltServer(PORT, {
    LAW_PACK: 'off',
    DATA_DIR: dataDir,
    STORAGE_DIR: storageDir,
    SMS_OUTBOX: outbox,
    // The link must outlive the run; the route's checks are the same at any lifetime.
    MEDIA_URL_TTL_S: '3600',
  });
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    bare = await startBare(storageDir);
    const token = await phoneLogin(server.base, outbox, PHONE);
    const { url } = await call<{ url: string }>(server.base, '/flks/media/url', { fileId }, token);
    const checkedUrl = `${server.base}${url}`;

    // Warm both (JIT, caches, the page cache holding the file).
    for (const target of [checkedUrl, bare.url]) {
      await measureWhole(target, 2);
      await measureRanges(target, 2);
    }
    const runs = { checkedRange: [] as TRun[], bareRange: [] as TRun[] };
    const whole = { checked: [] as TRun[], bare: [] as TRun[] };
    for (let round = 1; round <= ROUNDS; round++) {
      runs.bareRange.push(await measureRanges(bare.url));
      runs.checkedRange.push(await measureRanges(checkedUrl));
      whole.bare.push(await measureWhole(bare.url));
      whole.checked.push(await measureWhole(checkedUrl));
      const c = runs.checkedRange.at(-1)?.rps ?? 0;
      const b = runs.bareRange.at(-1)?.rps ?? 0;
      console.log(
        `round ${round}: 1 MB ranges checked ${c.toFixed(0)} req/s, bare ${b.toFixed(0)} req/s; ` +
          `whole file checked ${(whole.checked.at(-1)?.mbps ?? 0).toFixed(0)} MB/s, ` +
          `bare ${(whole.bare.at(-1)?.mbps ?? 0).toFixed(0)} MB/s`,
      );
    }
    const tiny = { checked: [] as TRun[], bare: [] as TRun[] };
    for (let round = 1; round <= ROUNDS; round++) {
      tiny.bare.push(await measureTiny(bare.url));
      tiny.checked.push(await measureTiny(checkedUrl));
    }
    const tinyChecked = median(tiny.checked, 'rps');
    const tinyBare = median(tiny.bare, 'rps');
    const checkedSeek = await seekP99(checkedUrl);
    const bareSeek = await seekP99(bare.url);

    const checked = median(runs.checkedRange, 'rps');
    const bareRange = median(runs.bareRange, 'rps');
    const checkedWhole = median(whole.checked, 'mbps');
    const bareWhole = median(whole.bare, 'mbps');
    const ratio = checked.rps / bareRange.rps;
    const wholeRatio = checkedWhole.mbps / bareWhole.mbps;
    console.log(
      `connections=${CONNECTIONS} (whole file: ${WHOLE_STREAMS} readers), ` +
        `${ROUNDS} rounds of ${DURATION_S}s each, medians; file ${FILE_BYTES / MB} MB:`,
    );
    console.log(
      `checked GET /media/<id>  1 MB ranges ${checked.rps.toFixed(0)} req/s (${checked.mbps.toFixed(0)} MB/s)  whole ${checkedWhole.mbps.toFixed(0)} MB/s  seek p99 ${checkedSeek.toFixed(1)} ms  failures ${checked.failures + checkedWhole.failures}`,
    );
    console.log(
      `bare    GET /bare/<key>   1 MB ranges ${bareRange.rps.toFixed(0)} req/s (${bareRange.mbps.toFixed(0)} MB/s)  whole ${bareWhole.mbps.toFixed(0)} MB/s  seek p99 ${bareSeek.toFixed(1)} ms  failures ${bareRange.failures + bareWhole.failures}`,
    );
    console.log(
      `1-byte ranges (the cost of a request apart from its bytes): checked ${tinyChecked.rps.toFixed(0)} req/s, bare ${tinyBare.rps.toFixed(0)} req/s, failures ${tinyChecked.failures + tinyBare.failures}`,
    );
    console.log(
      `ratio checked/bare: ranges ${ratio.toFixed(2)}, whole file ${wholeRatio.toFixed(2)} (goal >= 0.80)`,
    );
    console.log(
      `checked_rps=${checked.rps.toFixed(0)} bare_rps=${bareRange.rps.toFixed(0)} ratio=${ratio.toFixed(2)} seek_p99_ms=${checkedSeek.toFixed(1)} bare_seek_p99_ms=${bareSeek.toFixed(1)} whole_checked_mbps=${checkedWhole.mbps.toFixed(0)} whole_bare_mbps=${bareWhole.mbps.toFixed(0)} whole_ratio=${wholeRatio.toFixed(2)} tiny_checked_rps=${tinyChecked.rps.toFixed(0)} tiny_bare_rps=${tinyBare.rps.toFixed(0)}`,
    );
  } finally {
    await bare?.stop();
    await server.stop();
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
