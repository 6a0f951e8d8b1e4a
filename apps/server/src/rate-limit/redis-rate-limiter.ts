import type { TRateLimiter } from './rate-limiter';

/** Rate limits in Redis: SET NX PX opens the window, INCR counts, PTTL says how long is left. */
export async function createRedisRateLimiter(url: string): Promise<TRateLimiter> {
  // Imported only when REDIS_URL is set: a server on the database limiter never loads redis.
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', () => {
    // Reconnection is the client's own; a failed command rejects and reaches the caller.
  });
  await client.connect();
  return {
    async hit(key, limit, windowSeconds) {
      const name = `yzfk:rl:${key}`;
      const replies = await client
        .multi()
        .set(name, '0', {
          condition: 'NX',
          expiration: { type: 'PX', value: windowSeconds * 1000 },
        })
        .incr(name)
        .pTTL(name)
        .exec();
      const count = Number(replies[1]);
      const ttl = Number(replies[2]);
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async close() {
      await client.quit();
    },
  };
}
