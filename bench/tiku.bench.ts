// npm run bench:tiku — imports ../shared/data/questions-jecqa/0_train.json into a fresh
// database (PGlite, and PostgreSQL when TEST_DATABASE_URL — default the local server — answers),
// starts the built server on it, logs a user in, and measures in one run, alternating rounds so
// that noise on the machine hits all alike:
//   bare    GET  /livez                       the platform's bare endpoint (baseline)
//   answer  POST /flks/tiku/practice/answer   each request a different question of 100-question
//                                            chapter sessions (check, store, stats, mistakes)
//   paper   POST /flks/tiku/practice/get      a 100-question JEC-QA mock paper session
// Prints req/s and p99 of each with their ratio to bare, and one key=value line per database.
// Build first (npm run build).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { call, phoneLogin } from './support/api';
import { testEnvelopeCodec as codec } from '@yzfk/server/platform/testing/encrypted-call';
import { POSTGRES_URL, postgresAnswers } from './support/postgres';
import { ENVELOPE_CONTENT_TYPE } from '@yzfk/contract/envelope-codec/wire-format';
import type { TBank, TPaperSummary, TSubject } from '@yzfk/contract/calls/tiku';
import type { TPracticeSession, TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { openDatabase, type TDatabase } from '@yzfk/server/platform/db/database';
import { migrateDatabase } from '@yzfk/server/platform/db/migrate';
import { importQuestionFile } from '@yzfk/server/modules/tiku/import/import-questions';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';

const QUESTIONS = fileURLToPath(
  new URL('../../shared/data/questions-jecqa/0_train.json', import.meta.url),
);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 18180);
const PHONE = '13700000001';

type TRun = { rps: number; p99: number; failures: number };

function median(runs: TRun[]): TRun {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return { ...middle, failures: runs.reduce((sum, run) => sum + run.failures, 0) };
}

async function measure(options: autocannon.Options): Promise<TRun> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Encrypted bodies answering every question of fresh 100-question chapter sessions, interleaved
 * across ten sessions at a time: concurrent requests then answer different sessions, as
 * different users would, instead of queueing on one session's row lock.
 */
function createAnswerPool(base: string, token: string, bankId: number, subjectId: number) {
  const SESSIONS_PER_BATCH = 10;
  const bodies: string[] = [];
  let next = 0;

  async function sessionBodies(): Promise<string[]> {
    const { session } = await call<{ session: TPracticeSession }>(
      base,
      '/flks/tiku/practice/start',
      { kind: 'chapter', bankId, subjectId, count: 100, mode: 'practice' },
      token,
    );
    const view = await call<TPracticeView>(
      base,
      '/flks/tiku/practice/get',
      { sessionId: session.id },
      token,
    );
    // Alternate options so that right and wrong answers (the mistake book) both occur.
    return view.questions.map((question, index) =>
      codec.encrypt({
        sessionId: session.id,
        questionId: question.id,
        chosen: [['A', 'B', 'C', 'D'][index % 4] ?? 'A'],
      }),
    );
  }

  return {
    /** Starts sessions until at least `count` unused answers are ready. */
    async ensure(count: number): Promise<void> {
      while (bodies.length - next < count) {
        const batch: string[][] = [];
        for (let i = 0; i < SESSIONS_PER_BATCH; i++) batch.push(await sessionBodies());
        const longest = Math.max(...batch.map((list) => list.length));
        for (let i = 0; i < longest; i++) {
          for (const list of batch) {
            const body = list[i];
            if (body) bodies.push(body);
          }
        }
      }
    },
    take(): string {
      const body = bodies[next++];
      if (!body) throw new Error('answer pool ran out');
      return body;
    },
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Record<string, string>> {
  const workDir = mkdtempSync(join(tmpdir(), 'yzfk-bench-tiku-'));
  const outbox = join(workDir, 'sms.jsonl');
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const dataDir = join(workDir, 'data');
  const env: Record<string, string> =
    kind === 'pglite'
      ? { DATA_DIR: dataDir }
      : { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema };
  let database: TDatabase | undefined;
  try {
    database = await openDatabase(
      kind === 'pglite'
        ? { kind: 'pglite', dataDir }
        : { kind: 'postgres', url: POSTGRES_URL, schema, poolSize: 4 },
    );
    await migrateDatabase(database);
    const summary = await importQuestionFile(database.db, QUESTIONS);
    console.log(
      `import: ${summary.questions.total} questions, ${summary.papers.total} papers, ` +
        `${summary.rejected.length} rejected, ${summary.seconds.toFixed(1)} s`,
    );
    await database.close();
    database = undefined;

    const server = await startBuiltServer(PORT, { ...env, SMS_OUTBOX: outbox, LAW_PACK: 'off' });
    try {
      const token = await phoneLogin(server.base, outbox, PHONE);
      const catalog = await call<{ banks: TBank[]; subjects: TSubject[] }>(
        server.base,
        '/flks/tiku/catalog',
        {},
        token,
      );
      const bank = catalog.banks.find((candidate) => candidate.code === 'jecqa');
      if (!bank) throw new Error('the jecqa bank was not imported');
      const { subjects } = await call<{ subjects: TSubject[] }>(
        server.base,
        '/flks/tiku/catalog',
        { bankId: bank.id },
        token,
      );
      const subject = [...subjects].sort((a, b) => b.questionCount - a.questionCount)[0];
      if (!subject) throw new Error('no subject in the jecqa bank');
      const papers = await call<{ list: TPaperSummary[] }>(
        server.base,
        '/flks/tiku/papers',
        { kind: 'mock', bankId: bank.id },
        token,
      );
      const paper = papers.list.find((candidate) => candidate.questionCount === 100);
      if (!paper) throw new Error('no 100-question mock paper');
      const { session: paperSession } = await call<{ session: TPracticeSession }>(
        server.base,
        '/flks/tiku/practice/start',
        { kind: 'paper', paperId: paper.id, timed: false },
        token,
      );
      const headers = {
        'content-type': ENVELOPE_CONTENT_TYPE,
        authorization: `Bearer ${token}`,
      };
      const bare = { url: `${server.base}/livez` };
      const loadPaper = {
        url: `${server.base}/flks/tiku/practice/get`,
        method: 'POST' as const,
        headers,
        body: codec.encrypt({ sessionId: paperSession.id }),
      };
      const pool = createAnswerPool(server.base, token, bank.id, subject.id);
      const answer = () => ({
        url: `${server.base}/flks/tiku/practice/answer`,
        method: 'POST' as const,
        headers,
        requests: [{ setupRequest: (request: object) => ({ ...request, body: pool.take() }) }],
      });

      // Warm every path (JIT, caches), and size the answer pool from the warm-up's rate.
      await measure({ ...bare, duration: 2 });
      await measure({ ...loadPaper, duration: 2 });
      await pool.ensure(2000);
      const warm = await measure({ ...answer(), duration: 2 });
      const perRound = Math.ceil(warm.rps * DURATION_S * 2) + 500;

      const runs = { bare: [] as TRun[], answer: [] as TRun[], paper: [] as TRun[] };
      for (let round = 1; round <= ROUNDS; round++) {
        await pool.ensure(perRound);
        runs.bare.push(await measure(bare));
        runs.answer.push(await measure(answer()));
        runs.paper.push(await measure(loadPaper));
        const line = (['bare', 'answer', 'paper'] as const)
          .map((name) => `${name} ${(runs[name].at(-1)?.rps ?? 0).toFixed(0)} req/s`)
          .join(', ');
        console.log(`round ${round}: ${line}`);
      }
      const m = { bare: median(runs.bare), answer: median(runs.answer), paper: median(runs.paper) };
      console.log(`connections=${CONNECTIONS}, ${ROUNDS} rounds of ${DURATION_S}s each, medians:`);
      for (const [name, run] of Object.entries(m)) {
        const ratio = run.rps / m.bare.rps;
        console.log(
          `${name.padEnd(7)} ${run.rps.toFixed(0).padStart(7)} req/s  p99 ${run.p99} ms  ` +
            `ratio to bare ${ratio.toFixed(3)}  failures ${run.failures}`,
        );
      }
      return {
        db: kind,
        bare_rps: m.bare.rps.toFixed(0),
        answer_rps: m.answer.rps.toFixed(0),
        answer_p99_ms: String(m.answer.p99),
        answer_ratio: (m.answer.rps / m.bare.rps).toFixed(3),
        paper100_rps: m.paper.rps.toFixed(0),
        paper100_p99_ms: String(m.paper.p99),
        paper100_ratio: (m.paper.rps / m.bare.rps).toFixed(3),
        failures: String(m.answer.failures + m.paper.failures),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database?.close();
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (!existsSync(QUESTIONS)) {
  console.log(`skipped: ${QUESTIONS} is absent (the shared data folder is not beside the repo)`);
} else {
  const kinds: ('pglite' | 'postgres')[] = (await postgresAnswers())
    ? ['pglite', 'postgres']
    : ['pglite'];
  const lines: string[] = [];
  for (const kind of kinds) {
    console.log(`\n== ${kind} ==`);
    const result = await benchDatabase(kind);
    lines.push(
      Object.entries(result)
        .map(([key, value]) => `${key}=${value}`)
        .join(' '),
    );
  }
  console.log('');
  for (const line of lines) console.log(line);
}
