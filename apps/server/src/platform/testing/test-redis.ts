import { createClient } from 'redis';

/** The Redis tests use: TEST_REDIS_URL, default the local server these machines run. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the test Redis answers a ping within a second. */
export async function redisAnswers(): Promise<boolean> {
  const client = createClient({
    url: TEST_REDIS_URL,
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

/** Deletes the test Redis's keys matching `pattern`: counters an earlier run left behind. */
export async function forgetRedisKeys(pattern: string): Promise<void> {
  const client = createClient({ url: TEST_REDIS_URL });
  client.on('error', () => undefined);
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 500 })) {
      const batch = Array.isArray(keys) ? keys : [keys];
      if (batch.length > 0) await client.del(batch);
    }
  } finally {
    await client.quit();
  }
}

/** The rate-limit stores tests run against here: the database always, Redis when it answers. */
export const TEST_LIMIT_STORES: ('database' | 'redis')[] = (await redisAnswers())
  ? ['database', 'redis']
  : ['database'];
if (!TEST_LIMIT_STORES.includes('redis'))
  console.warn(`Redis at ${TEST_REDIS_URL} did not answer: testing the database limiter only`);
