import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createHousekeeping, type TSweepStep } from './housekeeping';

/** A step over `rows` deletable rows that records the size of each batch asked for. */
function fakeStep(name: string, rows: number, batches: number[]): TSweepStep {
  let left = rows;
  return {
    name,
    deleteBatch: (_at, limit) => {
      const deleted = Math.min(left, limit);
      left -= deleted;
      batches.push(deleted);
      return Promise.resolve(deleted);
    },
  };
}

describe('the housekeeping job', () => {
  it('deletes in batches until a batch comes back short, and logs one line with the counts', async () => {
    const logs: string[] = [];
    const housekeeping = createHousekeeping({
      log: createLogger('info', { write: (line) => void logs.push(line) }),
      batchSize: 500,
    });
    const sessions: number[] = [];
    const codes: number[] = [];
    housekeeping.addStep(fakeStep('sessions', 1200, sessions));
    housekeeping.addStep(fakeStep('sms_codes', 1000, codes));
    expect(await housekeeping.run(new Date())).toEqual({ sessions: 1200, sms_codes: 1000 });
    expect(sessions).toEqual([500, 500, 200]);
    expect(codes).toEqual([500, 500, 0]);
    expect(logs).toHaveLength(1);
    expect(JSON.parse(logs[0] ?? '{}')).toMatchObject({
      level: 30,
      msg: 'housekeeping',
      deleted: { sessions: 1200, sms_codes: 1000 },
    });
  });

  it('stops a step after its batches for one run; the rest waits for the next run', async () => {
    const housekeeping = createHousekeeping({
      log: createLogger('silent'),
      batchSize: 10,
      maxBatchesPerStep: 3,
    });
    const batches: number[] = [];
    housekeeping.addStep(fakeStep('sessions', 100, batches));
    expect(await housekeeping.run(new Date())).toEqual({ sessions: 30 });
    expect(await housekeeping.run(new Date())).toEqual({ sessions: 30 });
  });

  it('logs a failing step at error level and still runs the others', async () => {
    const logs: string[] = [];
    const housekeeping = createHousekeeping({
      log: createLogger('info', { write: (line) => void logs.push(line) }),
    });
    housekeeping.addStep({
      name: 'broken',
      deleteBatch: () => Promise.reject(new Error('relation does not exist')),
    });
    housekeeping.addStep(fakeStep('oauth_states', 3, []));
    expect(await housekeeping.run(new Date())).toEqual({ oauth_states: 3 });
    const failure = logs.map((line) => JSON.parse(line) as Record<string, unknown>)[0];
    expect(failure).toMatchObject({ level: 50, step: 'broken', msg: 'housekeeping step failed' });
  });
});
