import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-app';
import type { TDatabase } from '../db/database';
import { createDatabaseRateLimiter } from './database-rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';
import type { TRateLimiter } from './rate-limiter';
import { TEST_LIMIT_STORES, TEST_REDIS_URL } from '../testing/test-redis';

// The same behaviour from both stores: windows open at a key's first hit, count every hit,
// and say how long is left. Redis runs when TEST_REDIS_URL (default the local server) answers.

describe.each(TEST_LIMIT_STORES)('the %s rate limiter', (store) => {
  let limiter: TRateLimiter;
  let database: TDatabase;
  // The limiters' clock, moved by the tests. It runs an hour ahead of the real time: Redis drops
  // a counter at the window's end by its own clock, so the test clock must never fall behind.
  let at = Date.now() + 3_600_000;
  const now = () => new Date(at);
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    limiter =
      store === 'redis'
        ? await createRedisRateLimiter(TEST_REDIS_URL, now)
        : createDatabaseRateLimiter(database.db, now);
  });
  afterAll(async () => {
    await limiter.close();
    await database.close();
  });

  it('allows `limit` hits in a window, refuses the next, and says how long to wait', async () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(60);
    at += 20_500;
    expect(await limiter.hit(key, 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it('opens a new window once the old one is over', async () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect((await limiter.hit(key, 1, 1)).allowed).toBe(true);
    at += 999;
    expect((await limiter.hit(key, 1, 1)).allowed).toBe(false);
    at += 1;
    expect((await limiter.hit(key, 1, 1)).allowed).toBe(true);
    expect((await limiter.hit(key, 1, 1)).allowed).toBe(false);
  });

  it('takes back a hit of a live window, so the next hit is allowed again', async () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(true);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(true);
    await limiter.undo(key);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(true);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(false);
    // A key with no window stays without one.
    const none = `test:${randomBytes(6).toString('hex')}`;
    await limiter.undo(none);
    expect(await limiter.hit(none, 1, 60)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('counts each of many parallel hits once: exactly `limit` are allowed', async () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, 10, 60)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
});
