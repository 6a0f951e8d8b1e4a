import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, openTestDatabase } from '../../test-app';
import type { TDatabase } from '../db/database';
import { createDatabaseRateLimiter } from './database-rate-limiter';
import { rateLimitCounters } from './rate-limit.schema';
import { createRateLimitSweepStep } from './rate-limit-sweep';

describe.each(TEST_DATABASES)('sweeping rate-limit counters on %s', (kind) => {
  let database: TDatabase;
  let at = Date.parse('2026-11-21T08:00:00Z');
  const now = () => new Date(at);
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('deletes counters whose window is over, in batches, and keeps the others counting', async () => {
    const limiter = createDatabaseRateLimiter(database.db, now);
    for (let i = 0; i < 5; i++) await limiter.hit(`minute:${i}`, 10, 60);
    await limiter.hit('hour', 2, 3600);
    await limiter.hit('hour', 2, 3600);
    at += 60_000;
    const step = createRateLimitSweepStep(database.db);
    expect(await step.deleteBatch(now(), 3)).toBe(3);
    expect(await step.deleteBatch(now(), 3)).toBe(2);
    expect(await step.deleteBatch(now(), 3)).toBe(0);
    const left = await database.db.select().from(rateLimitCounters);
    expect(left.map((row) => row.key)).toEqual(['hour']);
    expect((await limiter.hit('hour', 2, 3600)).allowed).toBe(false);
  });
});
