import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-app';
import type { TDatabase } from '../db/database';
import { createDatabaseRateLimiter } from './database-rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';
import type { TRateLimiter } from './rate-limiter';

// The same behaviour from both stores: windows open at a key's first hit, count every hit,
// and say how long is left. Redis runs when TEST_REDIS_URL (default the local server) answers.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = createClient({
    url: REDIS_URL,
    socket: { connectTimeout: 1000, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    await client.quit().catch(() => undefined);
  }
}

const STORES = (await redisAnswers()) ? ['database', 'redis'] : ['database'];
if (!STORES.includes('redis'))
  console.warn(`Redis at ${REDIS_URL} did not answer: testing the database limiter only`);

describe.each(STORES)('the %s rate limiter', (store) => {
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
        ? await createRedisRateLimiter(REDIS_URL, now)
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

  it('peeks without counting: refused once the limit is reached, until the window is over', async () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect((await limiter.peek(key, 2)).allowed).toBe(true);
    await limiter.hit(key, 2, 60);
    expect((await limiter.peek(key, 2)).allowed).toBe(true);
    expect((await limiter.peek(key, 2)).allowed).toBe(true);
    await limiter.hit(key, 2, 60);
    at += 15_000;
    expect(await limiter.peek(key, 2)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    at += 45_000;
    expect((await limiter.peek(key, 2)).allowed).toBe(true);
  });
});
