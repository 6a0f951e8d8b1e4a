// npm run bench:exam — a 统一开考 mock exam sat by N simulated candidates (BENCH_CANDIDATES,
// default 2,000), first on two server processes over one PostgreSQL (TEST_DATABASE_URL, default
// the local server; the client splits candidates between them and both run the deadline
// sweep), then on PGlite with one process for a rising N (BENCH_PGLITE_NS) until the goal
// fails. Every candidate starts within the first 10 s, saves on average every 10 s (a real
// candidate answers about once a minute: the run is compressed in time, the rates kept) and
// submits within the last 30 s; BENCH_ABANDON of them never submit and are left to the sweep.
// Prints p50/p95/p99 per call, errors, the achieved rates beside the intended ones, and lost
// answers (an acknowledged save that is not the stored answer of the scored attempt), ending
// with one key=value line. Goal: p99 ≤ 300 ms for start and save, no lost answer.
// Users and their login sessions are written through SQL (bench/exam/prepare.ts says why);
// registration and the exam-room login go through the API. Build first (npm run build).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  startBuiltServer,
  type TBuiltServer,
} from '@yzfk/server/platform/testing/start-built-server';
import { POSTGRES_URL, postgresAnswers } from './support/postgres';
import { errorCount, quantile, type TCallStats } from './exam/latency';
import {
  copyPglite,
  createUserSessions,
  dropSchema,
  freshSchema,
  openBenchDatabase,
  prepareBank,
  serverEnv,
  type TBenchDatabase,
} from './exam/prepare';
import {
  SAVE_MEAN_S,
  START_SPREAD_S,
  SUBMIT_WINDOW_S,
  simulateExam,
  type TSimulation,
} from './exam/simulate';
import { verifyAnswers, type TVerdict } from './exam/verify';

const QUESTIONS = fileURLToPath(
  new URL('../../shared/data/questions-jecqa/0_train.json', import.meta.url),
);
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 2000);
const PGLITE_NS = (process.env.BENCH_PGLITE_NS ?? '250,500,1000,2000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const EXAM_MINUTES = Number(process.env.BENCH_EXAM_MINUTES ?? 2);
const ABANDON = Number(process.env.BENCH_ABANDON ?? 0.05);
const LEAD_S = Number(process.env.BENCH_LEAD_S ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 18280);
const GOAL_P99_MS = 300;
const ADMIN_TOKEN = `bench-exam-admin-${randomBytes(8).toString('hex')}`;
const TOKEN_SECRET = randomBytes(32).toString('hex');

type TResult = { n: number; sim: TSimulation; verdict: TVerdict };

const ms = (value: number) => value.toFixed(0);

function holdsGoal({ sim, verdict }: TResult): boolean {
  return (
    quantile(sim.calls.start.latencies, 0.99) <= GOAL_P99_MS &&
    quantile(sim.calls.save.latencies, 0.99) <= GOAL_P99_MS &&
    verdict.lost === 0 &&
    errors(sim) === 0
  );
}

const errors = (sim: TSimulation) =>
  errorCount(sim.calls.start) + errorCount(sim.calls.save) + errorCount(sim.calls.submit);

/** Calls per second among those sent in [from, to). */
function rateIn(stats: TCallStats, from: number, to: number): number {
  const inside = stats.sentAt.filter((at) => at >= from && at < to).length;
  return to > from ? (inside * 1000) / (to - from) : 0;
}

function printResult(label: string, { n, sim, verdict }: TResult): void {
  const submitting = sim.ledgers.filter((l) => !l.abandons).length;
  // Saves are compared over the steady part: everyone has started and nobody has stopped yet.
  const steadyFrom = sim.startsAt + (START_SPREAD_S + 1) * 1000;
  const steadyTo = sim.deadline - (SUBMIT_WINDOW_S + 1.5) * 1000;
  const rows: [string, TCallStats, number, number][] = [
    ['bare', sim.bare, NaN, NaN],
    ['register', sim.prep.register, NaN, NaN],
    ['login', sim.prep.login, NaN, NaN],
    [
      'start',
      sim.calls.start,
      rateIn(sim.calls.start, sim.startsAt, sim.startsAt + START_SPREAD_S * 1000),
      n / START_SPREAD_S,
    ],
    ['save', sim.calls.save, rateIn(sim.calls.save, steadyFrom, steadyTo), n / SAVE_MEAN_S],
    [
      'submit',
      sim.calls.submit,
      rateIn(sim.calls.submit, sim.deadline - SUBMIT_WINDOW_S * 1000, sim.deadline),
      submitting / SUBMIT_WINDOW_S,
    ],
  ];
  console.log(`-- ${label}: ${n} candidates, a ${EXAM_MINUTES}-minute paper --`);
  console.log('call        n     p50    p95    p99    max  errors   rate/s (intended)');
  for (const [name, stats, achieved, intended] of rows) {
    const rate = Number.isNaN(achieved)
      ? name === 'bare'
        ? '   (GET /livez, the baseline)'
        : '   (set-up, before the exam)'
      : `${achieved.toFixed(1).padStart(7)} (${intended.toFixed(1)})`;
    const failed = [...stats.errors].map(([code, count]) => `${code}×${count}`).join(' ');
    console.log(
      `${name.padEnd(8)} ${String(stats.latencies.length).padStart(5)} ` +
        [0.5, 0.95, 0.99, 1].map((q) => ms(quantile(stats.latencies, q)).padStart(6)).join(' ') +
        `  ${String(errorCount(stats)).padStart(6)}  ${rate}${failed ? `  [${failed}]` : ''}`,
    );
  }
  for (const [name, stats] of rows) {
    for (const [code, message] of stats.messages) console.log(`  ${name} ${code}: ${message}`);
  }
  console.log(
    `answers: ${verdict.checked} acknowledged checked, lost ${verdict.lost}; attempts: ` +
      `${verdict.submitted} submitted, ${verdict.collected} collected by the sweep ` +
      `(${sim.ledgers.filter((l) => l.abandons).length} abandoned` +
      `${sim.sweptAfterS === null ? '' : `, all collected ${sim.sweptAfterS.toFixed(0)} s after the deadline`}), ` +
      `${verdict.unfinished} unfinished`,
  );
  console.log(
    `client event-loop delay p99 ${ms(sim.eventLoopP99Ms)} ms, max ${ms(sim.eventLoopMaxMs)} ms ` +
      `(the load generator's own lag; it shares the 2 cores with the servers); machine load ` +
      `average ${sim.loadAverage.map((l) => l.toFixed(1)).join(' → ')} on ${availableParallelism()} cores`,
  );
  console.log(
    `goal (start and save p99 ≤ ${GOAL_P99_MS} ms, lost 0, errors 0): ${holdsGoal({ n, sim, verdict }) ? 'held' : 'MISSED'}`,
  );
}

/** One sitting on a prepared database with `processes` servers; stops them and checks answers. */
async function runOnce(target: TBenchDatabase, n: number, processes: number): Promise<TResult> {
  const { users, paperId } = await createUserSessions(target, n, TOKEN_SECRET, 6 * 3600);
  const servers: TBuiltServer[] = [];
  let sim: TSimulation;
  try {
    for (let i = 0; i < processes; i++) {
      servers.push(
        await startBuiltServer(PORT + i, {
          LAW_PACK: 'off',
          ...serverEnv(target),
          ADMIN_TOKEN,
          TOKEN_SECRET,
        }),
      );
    }
    sim = await simulateExam({
      bases: servers.map((server) => server.base),
      adminToken: ADMIN_TOKEN,
      users,
      sourcePaperId: paperId,
      examMinutes: EXAM_MINUTES,
      abandonShare: ABANDON,
      leadSeconds: LEAD_S,
    });
  } finally {
    for (const server of servers) await server.stop();
  }
  const database = await openBenchDatabase(target);
  try {
    return { n, sim, verdict: await verifyAnswers(database.db, sim.examId, sim.ledgers) };
  } finally {
    await database.close();
  }
}

function keyValues(result: TResult): string {
  const { sim, verdict } = result;
  return [
    `candidates=${result.n}`,
    `start_p99_ms=${ms(quantile(sim.calls.start.latencies, 0.99))}`,
    `save_p99_ms=${ms(quantile(sim.calls.save.latencies, 0.99))}`,
    `submit_p99_ms=${ms(quantile(sim.calls.submit.latencies, 0.99))}`,
    `errors=${errors(sim)}`,
    `lost=${verdict.lost}`,
    `bare_p99_ms=${ms(quantile(sim.bare.latencies, 0.99))}`,
  ].join(' ');
}

async function postgresRun(): Promise<TResult> {
  const schema = freshSchema();
  const target: TBenchDatabase = { kind: 'postgres', url: POSTGRES_URL, schema };
  try {
    const seconds = await prepareBank(target, QUESTIONS);
    console.log(`PostgreSQL schema ${schema}: JEC-QA imported in ${seconds.toFixed(1)} s`);
    const result = await runOnce(target, CANDIDATES, 2);
    printResult('PostgreSQL, 2 server processes', result);
    return result;
  } finally {
    await dropSchema(POSTGRES_URL, schema);
  }
}

/** The PGlite ladder: each N on a copy of one prepared folder; stops at the first miss. */
async function pgliteLadder(): Promise<{ results: TResult[]; maxN: number }> {
  const workDir = mkdtempSync(join(tmpdir(), 'yzfk-bench-exam-'));
  try {
    const template = join(workDir, 'template');
    const seconds = await prepareBank({ kind: 'pglite', dataDir: template }, QUESTIONS);
    console.log(`PGlite: JEC-QA imported in ${seconds.toFixed(1)} s`);
    const results: TResult[] = [];
    let maxN = 0;
    for (const n of PGLITE_NS) {
      const target = copyPglite(template, join(workDir, `run-${n}`));
      const result = await runOnce(target, n, 1);
      rmSync(target.dataDir, { recursive: true, force: true });
      printResult('PGlite, 1 server process', result);
      results.push(result);
      if (!holdsGoal(result)) break;
      maxN = n;
    }
    return { results, maxN };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (!existsSync(QUESTIONS)) {
  console.log(`skipped: ${QUESTIONS} is absent (the shared data folder is not beside the repo)`);
} else {
  const hasPostgres = await postgresAnswers();
  const postgres = hasPostgres ? await postgresRun() : undefined;
  if (!hasPostgres) console.log(`PostgreSQL at ${POSTGRES_URL} does not answer: PGlite only`);
  // BENCH_PGLITE_NS= (empty) leaves the ladder out.
  const ladder = PGLITE_NS.length > 0 ? await pgliteLadder() : { results: [], maxN: 0 };
  console.log('');
  console.log(
    'PGlite ladder: ' +
      ladder.results.map((r) => `${r.n}:${holdsGoal(r) ? 'held' : 'missed'}`).join(' '),
  );
  for (const result of ladder.results) console.log(`db=pglite ${keyValues(result)}`);
  const tail = `pglite_max_n=${ladder.maxN}`;
  console.log(postgres ? `${keyValues(postgres)} ${tail}` : `postgres=absent ${tail}`);
}
