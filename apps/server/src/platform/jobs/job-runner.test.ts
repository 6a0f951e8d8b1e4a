import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_DATABASES, openSecondPool, openTestDatabase } from '../../test-app';
import type { TDatabase } from '../db/database';
import { createLogger } from '../logger';
import { jobLeases } from './job-lease.schema';
import { createJobRunner, type TJob } from './job-runner';

// The runner on its own clock: a job runs once per interval however many processes ask, a
// failed run is logged and retried at the next turn, a dead run's lease lapses.

/**
 * A job body held open until the test lets it go: `inside` settles once the run has started,
 * `leave()` ends it.
 */
function gatedRun() {
  let entered!: () => void;
  let leave!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const gate = new Promise<void>((resolve) => (leave = resolve));
  const run = async () => {
    entered();
    await gate;
  };
  return { run, inside, leave: () => leave() };
}

describe.each(TEST_DATABASES)('the job runner on %s', (kind) => {
  let database: TDatabase;
  /** A second connection to the same tables: another server process (PGlite has one). */
  let other: TDatabase;
  let at = Date.parse('2026-11-21T08:00:00Z');
  const now = () => new Date(at);
  const logs: string[] = [];
  const log = createLogger('info', { write: (line) => void logs.push(line) });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    other = kind === 'postgres' ? await openSecondPool(database) : database;
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  function countingJob(name: string, runs: number[], intervalSeconds = 60): TJob {
    return {
      name,
      intervalSeconds,
      run: (started) => {
        runs.push(started.getTime());
        return Promise.resolve();
      },
    };
  }

  it('runs a due job, then not again until its interval has passed', async () => {
    const runs: number[] = [];
    const runner = createJobRunner({ db: database.db, log, now });
    runner.add(countingJob('every-minute', runs));
    expect(await runner.runDue()).toEqual(['every-minute']);
    expect(await runner.runDue()).toEqual([]);
    at += 59_000;
    expect(await runner.runDue()).toEqual([]);
    at += 1_000;
    expect(await runner.runDue()).toEqual(['every-minute']);
    expect(runs).toHaveLength(2);
  });

  it('runs a job on demand whether due or not', async () => {
    const runs: number[] = [];
    const runner = createJobRunner({ db: database.db, log, now });
    runner.add(countingJob('on-demand', runs, 3600));
    expect(await runner.runNow('on-demand')).toBe(true);
    expect(await runner.runNow('on-demand')).toBe(true);
    expect(await runner.runDue()).toEqual([]);
    expect(runs).toEqual([at, at]);
  });

  it('logs a failed run and runs the job again at its next turn', async () => {
    const runner = createJobRunner({ db: database.db, log, now });
    let calls = 0;
    runner.add({
      name: 'failing',
      intervalSeconds: 60,
      run: () => {
        calls += 1;
        return Promise.reject(new Error('disk on fire'));
      },
    });
    expect(await runner.runDue()).toEqual(['failing']);
    expect(
      logs.some((line) => line.includes('"job":"failing"') && line.includes('disk on fire')),
    ).toBe(true);
    at += 60_000;
    expect(await runner.runDue()).toEqual(['failing']);
    expect(calls).toBe(2);
  });

  it('leaves a job held by a run that died until its lease lapses, then takes it over', async () => {
    const runs: number[] = [];
    const runner = createJobRunner({ db: database.db, log, now, leaseSeconds: 300 });
    runner.add(countingJob('orphaned', runs));
    await database.db.insert(jobLeases).values({
      name: 'orphaned',
      nextRunAt: new Date(at - 1000),
      lockedUntil: new Date(at + 300_000),
      owner: 'a process that was killed',
    });
    expect(await runner.runNow('orphaned')).toBe(false);
    at += 300_000;
    expect(await runner.runDue()).toEqual(['orphaned']);
    expect(runs).toHaveLength(1);
  });

  it('never runs a job twice at once when two processes ask together', async () => {
    const runs: number[] = [];
    const first = createJobRunner({ db: database.db, log, now });
    const second = createJobRunner({ db: other.db, log, now });
    first.add(countingJob('shared', runs));
    second.add(countingJob('shared', runs));
    for (let turn = 0; turn < 20; turn++) {
      const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
      expect(a.length + b.length).toBe(1);
      at += 60_000;
    }
    expect(runs).toHaveLength(20);
  });

  it('tells a second process the job is held while a run is in progress', async () => {
    const { run, inside, leave } = gatedRun();
    const first = createJobRunner({ db: database.db, log, now });
    const second = createJobRunner({ db: other.db, log, now });
    first.add({
      name: 'slow',
      intervalSeconds: 60,
      run,
    });
    const runs: number[] = [];
    second.add(countingJob('slow', runs));
    const running = first.runNow('slow');
    await inside;
    expect(await second.runNow('slow')).toBe(false);
    expect(await second.runDue()).toEqual([]);
    leave();
    expect(await running).toBe(true);
    expect(runs).toEqual([]);
    expect(await second.runNow('slow')).toBe(true);
  });

  it('keeps the renewed lease of a long run past its length, and frees it when the run ends', async () => {
    const { run, inside, leave } = gatedRun();
    const first = createJobRunner({ db: database.db, log, now });
    const second = createJobRunner({ db: other.db, log, now });
    // A 0.3 s lease, renewed every 0.1 s of real time from the injected clock.
    first.add({
      name: 'long-load',
      intervalSeconds: 0,
      leaseSeconds: 0.3,
      run,
    });
    const runs: number[] = [];
    second.add({ ...countingJob('long-load', runs, 0), leaseSeconds: 0.3 });
    const running = first.runNow('long-load');
    await inside;
    // Past the first lease: only a renewal keeps the job held.
    at += 60_000;
    await vi.waitFor(async () => {
      const [row] = await database.db
        .select()
        .from(jobLeases)
        .where(eq(jobLeases.name, 'long-load'));
      expect(row?.lockedUntil?.getTime()).toBeGreaterThan(at);
    });
    expect(await second.runNow('long-load')).toBe(false);
    leave();
    expect(await running).toBe(true);
    expect(await second.runNow('long-load')).toBe(true);
    expect(runs).toHaveLength(1);
  });
});
