import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { TAttemptView, TExamSummary } from '@yzfk/contract/calls/exam-shapes';
import { callApi, fetchText, mustCall } from './client';
import { createCallStats, recordError, type TCallStats } from './latency';
import type { TUserSession } from './prepare';

// One simulated 统一开考 sitting: the exam is created, every candidate registers and enters the
// exam room ahead of time, then the exam is moved to start a few seconds ahead and each
// candidate starts within the first START_SPREAD_S, saves on average every SAVE_MEAN_S
// (exponential gaps: a Poisson stream per candidate), and submits within the last
// SUBMIT_WINDOW_S; a share abandon the exam and are collected by the deadline sweep.

export const START_SPREAD_S = 10;
export const SAVE_MEAN_S = 10;
export const SUBMIT_WINDOW_S = 30;
/** The grace after the deadline and the sweep's interval (exam module, decision 0015). */
const SAVE_GRACE_S = 30;
const SWEEP_INTERVAL_S = 15;
/** The baseline: one bare call per server this often while the exam runs. */
const BARE_EVERY_MS = 200;
/** Registration and exam-room logins in flight at once, per server process. */
const PREP_CONCURRENCY = 8;

export type TSimulationOptions = {
  bases: string[];
  adminToken: string;
  users: TUserSession[];
  sourcePaperId: number;
  examMinutes: number;
  /** Share of candidates who never submit (0..1). */
  abandonShare: number;
  /** Seconds between moving the exam and its start. */
  leadSeconds: number;
};

/** What one candidate sent and what the server acknowledged, for the lost-answer check. */
export type TLedger = {
  attemptId: number | null;
  /** The last acknowledged save per question (saves are sent one at a time, in order). */
  acked: Map<number, { seq: number; chosen: string[] }>;
  /** Every save sent, by sequence number, acknowledged or not. */
  sent: Map<number, { questionId: number; chosen: string[] }>;
  abandons: boolean;
};

export type TSimulation = {
  examId: number;
  startsAt: number;
  deadline: number;
  calls: { start: TCallStats; save: TCallStats; submit: TCallStats };
  /** GET /livez (the platform's bare endpoint) every BARE_EVERY_MS through the sitting. */
  bare: TCallStats;
  prep: { register: TCallStats; login: TCallStats };
  ledgers: TLedger[];
  /**
   * Seconds after the deadline at which every abandoned attempt was seen collected; null when
   * none was abandoned or they were not all collected in time (the database check tells).
   */
  sweptAfterS: number | null;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  /** The machine's 1-minute load average as the sitting began and ended (other work shows). */
  loadAverage: [number, number];
};

const sleepUntil = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** An exponential gap with the given mean, in milliseconds. */
const gapMs = (meanSeconds: number) => -Math.log(1 - Math.random()) * meanSeconds * 1000;

/** Runs `work` over `items` with at most `limit` in flight. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

type TCandidate = TUserSession & { base: string; idNumber: string; ledger: TLedger };

/** Creates the exam an hour ahead (moved later), with 交卷 opening a minute before the end. */
async function createExam(options: TSimulationOptions): Promise<TExamSummary> {
  const { exam } = await mustCall<{ exam: TExamSummary }>(
    options.bases[0] ?? '',
    '/flks/admin/exam/create',
    {
      title: '压力测试模考',
      variant: 'obt',
      startMode: 'fixed',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      submitOpensMinutesBeforeEnd: 1,
      papers: [
        {
          title: '试卷一',
          durationMinutes: options.examMinutes,
          sourcePaperId: options.sourcePaperId,
        },
      ],
    },
    options.adminToken,
  );
  return exam;
}

export async function simulateExam(options: TSimulationOptions): Promise<TSimulation> {
  const exam = await createExam(options);
  const paper = exam.papers[0];
  if (!paper) throw new Error('the exam has no paper');
  const prep = { register: createCallStats(), login: createCallStats() };
  const candidates: TCandidate[] = options.users.map((user, i) => ({
    ...user,
    base: options.bases[i % options.bases.length] ?? '',
    idNumber: `110101199001${String(i).padStart(6, '0')}`,
    ledger: {
      attemptId: null,
      acked: new Map(),
      sent: new Map(),
      abandons: Math.random() < options.abandonShare,
    },
  }));
  const log = (line: string) =>
    console.log(`  [${new Date().toISOString().slice(11, 19)}] ${line}`);
  log(`exam ${exam.id} created; ${candidates.length} candidates register and enter the room`);
  await inPool(candidates, PREP_CONCURRENCY * options.bases.length, async (c) => {
    const { registration } = await mustCall<{ registration: { ticketNo: string } }>(
      c.base,
      '/flks/exam/register',
      { examId: exam.id, realName: `考生${c.phone.slice(-4)}`, idNumber: c.idNumber },
      c.token,
      prep.register,
    );
    await mustCall(
      c.base,
      '/flks/exam/login',
      { examId: exam.id, ticketNo: registration.ticketNo, idNumber: c.idNumber },
      c.token,
      prep.login,
    );
  });

  const moved = await mustCall<{ exam: TExamSummary }>(
    options.bases[0] ?? '',
    '/flks/admin/exam/schedule',
    { examId: exam.id, startsAt: new Date(Date.now() + options.leadSeconds * 1000).toISOString() },
    options.adminToken,
  );
  const startsAt = Date.parse(moved.exam.startsAt);
  const deadline = startsAt + options.examMinutes * 60_000;
  log(`开考 at ${moved.exam.startsAt}, deadline ${new Date(deadline).toISOString()}`);
  const calls = { start: createCallStats(), save: createCallStats(), submit: createCallStats() };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const loadAtStart = loadavg()[0] ?? 0;

  async function sit(c: TCandidate): Promise<void> {
    // A few milliseconds in, so that no start reaches the server before its clock says 开考.
    await sleepUntil(startsAt + 50 + Math.random() * (START_SPREAD_S * 1000 - 50));
    const started = await callApi<TAttemptView>(
      calls.start,
      c.base,
      '/flks/exam/start',
      { examId: exam.id, paperId: paper?.id },
      c.token,
    );
    if (!started.ok) return;
    const view = started.data;
    const attemptId = view.attempt.id;
    c.ledger.attemptId = attemptId;
    const questions = view.questions.map((q) => ({ id: q.id, keys: q.options.map((o) => o.key) }));
    const submitAt = c.ledger.abandons
      ? null
      : deadline - 500 - Math.random() * (SUBMIT_WINDOW_S * 1000 - 1000);
    const stopSavingAt = (submitAt ?? deadline) - 1000;
    let seq = view.lastSeq;
    let next = Date.now() + gapMs(SAVE_MEAN_S);
    while (next < stopSavingAt) {
      await sleepUntil(next);
      const question = questions[Math.floor(Math.random() * questions.length)];
      if (!question) break;
      const chosen = [question.keys[Math.floor(Math.random() * question.keys.length)] ?? 'A'];
      seq += 1;
      c.ledger.sent.set(seq, { questionId: question.id, chosen });
      const saved = await callApi(
        calls.save,
        c.base,
        '/flks/exam/save',
        { attemptId, questionId: question.id, seq, chosen, changedAt: Date.now() },
        c.token,
      );
      if (saved.ok) c.ledger.acked.set(question.id, { seq, chosen });
      // A candidate whose save was slow does not catch up in a burst: the gaps go on from now.
      next = Math.max(next + gapMs(SAVE_MEAN_S), Date.now());
    }
    if (submitAt === null) return;
    await sleepUntil(submitAt);
    await callApi(calls.submit, c.base, '/flks/exam/submit', { attemptId }, c.token);
  }

  /** The same machine's noise on a call that does nothing: the comparison for the others. */
  async function probe(base: string, stats: TCallStats): Promise<void> {
    for (let at = startsAt; at < deadline; at += BARE_EVERY_MS) {
      await sleepUntil(at);
      const started = performance.now();
      try {
        const text = await fetchText(`${base}/livez`);
        if (text === null) {
          recordError(stats, 'timeout', 'no reply');
          continue;
        }
        stats.latencies.push(performance.now() - started);
        stats.sentAt.push(at);
      } catch (error) {
        recordError(stats, 'network', String(error));
      }
    }
  }

  const bare = createCallStats();
  await Promise.all([...candidates.map(sit), ...options.bases.map((base) => probe(base, bare))]);
  loop.disable();
  const loadAverage: [number, number] = [loadAtStart, loadavg()[0] ?? 0];
  log('every candidate is done; waiting for the deadline sweep');
  const sweptAfterS = await waitForSweep(candidates, deadline);
  return {
    examId: exam.id,
    startsAt,
    deadline,
    calls,
    bare,
    prep,
    ledgers: candidates.map((c) => c.ledger),
    sweptAfterS,
    eventLoopP99Ms: loop.percentile(99) / 1e6,
    eventLoopMaxMs: loop.max / 1e6,
    loadAverage,
  };
}

/**
 * Waits until the deadline sweep has collected every abandoned attempt, asking each candidate's
 * list of attempts (/flks/exam/mine, which never collects on its own: reading the attempt
 * would). Answers the seconds after the deadline, or null when they were not all collected
 * within two sweep intervals after the grace.
 */
async function waitForSweep(candidates: TCandidate[], deadline: number): Promise<number | null> {
  const waiting = candidates.filter((c) => c.ledger.abandons && c.ledger.attemptId !== null);
  if (waiting.length === 0) return null;
  const giveUpAt = deadline + (SAVE_GRACE_S + 2 * SWEEP_INTERVAL_S + 10) * 1000;
  await sleepUntil(deadline + SAVE_GRACE_S * 1000);
  while (waiting.length > 0) {
    const open: TCandidate[] = [];
    await inPool(waiting, 8, async (c) => {
      const reply = await callApi<{ list: { id: number; status: string }[] }>(
        undefined,
        c.base,
        '/flks/exam/mine',
        { page: 1, pageSize: 10 },
        c.token,
      );
      const attempt = reply.ok ? reply.data.list.find((a) => a.id === c.ledger.attemptId) : null;
      if (!attempt || attempt.status === 'in_progress') open.push(c);
    });
    if (open.length === 0) break;
    if (Date.now() > giveUpAt) return null;
    waiting.splice(0, waiting.length, ...open);
    await sleepUntil(Date.now() + 1000);
  }
  return (Date.now() - deadline) / 1000;
}
