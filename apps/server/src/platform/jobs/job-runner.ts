import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TDb } from '../db/database';
import { jobLeases } from './job-lease.schema';

/** A named piece of periodic work; `run` gets the runner's clock at the start of the run. */
export type TJob = {
  name: string;
  /** Seconds between runs across all processes; 0: only when a caller asks (runNow). */
  intervalSeconds: number;
  /**
   * How long a claim holds the job, renewed every third of it while the run goes on: a long run
   * (the law pack's load) keeps its job, and a process killed mid-run frees it this soon.
   * Default: the runner's lease, not renewed.
   */
  leaseSeconds?: number;
  run: (at: Date) => Promise<unknown>;
};

type TDeps = {
  db: TDb;
  log: Logger;
  now: () => Date;
  /**
   * How long a claimed run holds its job. A process that dies mid-run blocks the job this long;
   * a run that takes longer may be joined by another process (jobs must be safe to repeat).
   */
  leaseSeconds?: number;
};

const DEFAULT_LEASE_SECONDS = 15 * 60;

/**
 * Runs named jobs in the server process, each at its interval, safe when several processes
 * share one database: a run first claims the job's row in job_leases with one conditional
 * upsert (due, and not held by a live run), so exactly one process runs each due turn and none
 * waits on another. PGlite and PostgreSQL alike; see decision 0013.
 */
export function createJobRunner(deps: TDeps) {
  const jobs = new Map<string, TJob>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  const leaseMs = (deps.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000;
  let started = false;

  /** The lease owner id when this process now holds the job, else undefined. */
  const leaseMsOf = (job: TJob) =>
    job.leaseSeconds === undefined ? leaseMs : job.leaseSeconds * 1000;

  async function claim(job: TJob, at: Date, due: boolean): Promise<string | undefined> {
    const owner = randomUUID();
    const lockedUntil = new Date(at.getTime() + leaseMsOf(job));
    const free = sql`(${jobLeases.lockedUntil} is null or ${jobLeases.lockedUntil} <= ${at.toISOString()}::timestamptz)`;
    const rows = await deps.db
      .insert(jobLeases)
      .values({ name: job.name, nextRunAt: at, lockedUntil, owner, lastStartedAt: at })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { lockedUntil, owner, lastStartedAt: at },
        // Checked again on the row as it stands after any racing claim has committed.
        setWhere: due
          ? and(free, sql`${jobLeases.nextRunAt} <= ${at.toISOString()}::timestamptz`)
          : free,
      })
      .returning({ owner: jobLeases.owner });
    return rows[0]?.owner === owner ? owner : undefined;
  }

  async function release(job: TJob, owner: string): Promise<void> {
    const finished = deps.now();
    await deps.db
      .update(jobLeases)
      .set({
        lockedUntil: null,
        owner: null,
        lastFinishedAt: finished,
        nextRunAt: new Date(finished.getTime() + job.intervalSeconds * 1000),
      })
      .where(and(eq(jobLeases.name, job.name), eq(jobLeases.owner, owner)));
  }

  /** Keeps a renewed lease alive while its run goes on; answers the function that stops it. */
  function keepLease(job: TJob, owner: string): () => void {
    if (job.leaseSeconds === undefined) return () => undefined;
    const ms = job.leaseSeconds * 1000;
    const timer = setInterval(() => {
      const lockedUntil = new Date(deps.now().getTime() + ms);
      deps.db
        .update(jobLeases)
        .set({ lockedUntil })
        .where(and(eq(jobLeases.name, job.name), eq(jobLeases.owner, owner)))
        .catch((error: unknown) => {
          deps.log.warn({ err: error, job: job.name }, 'job lease could not be renewed');
        });
    }, ms / 3);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Claims and runs one job; true when this process ran it. */
  async function runJob(name: string, due: boolean): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    const at = deps.now();
    const owner = await claim(job, at, due);
    if (!owner) return false;
    const stopRenewing = keepLease(job, owner);
    try {
      await job.run(at);
    } catch (error) {
      deps.log.error({ err: error, job: name }, 'job failed');
    } finally {
      stopRenewing();
      await release(job, owner);
    }
    return true;
  }

  function track<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    return work;
  }

  function schedule(job: TJob, delayMs: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void track(
        runJob(job.name, true).catch((error: unknown) => {
          // The database may be away for a moment: say so, and try at the next turn.
          deps.log.warn({ err: error, job: job.name }, 'job could not be started');
        }),
      ).finally(() => {
        if (started) schedule(job, job.intervalSeconds * 1000);
      });
    }, delayMs);
    // Timers never keep a stopping process alive.
    timer.unref();
    timers.add(timer);
  }

  return {
    /** Adds a job; jobs are added while the server is built, before start(). */
    add(job: TJob): void {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} added twice`);
      jobs.set(job.name, job);
    },

    /** Runs a job now unless another run holds it, due or not; true when this call ran it. */
    runNow(name: string): Promise<boolean> {
      return track(runJob(name, false));
    },

    /** Runs every job that is due; answers the names this call ran. */
    async runDue(): Promise<string[]> {
      const ran: string[] = [];
      for (const name of jobs.keys()) if (await track(runJob(name, true))) ran.push(name);
      return ran;
    },

    /** Starts the timers of jobs with an interval; each first tries at once. */
    start(): void {
      if (started) return;
      started = true;
      for (const job of jobs.values()) if (job.intervalSeconds > 0) schedule(job, 0);
    },

    /** Stops the timers and waits for runs in progress (before the database closes). */
    async stop(): Promise<void> {
      started = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export type TJobRunner = ReturnType<typeof createJobRunner>;
