import type { TRateLimiter } from './rate-limiter';

// One hit, atomically. KEYS[1]: the counter; ARGV: the caller's clock and the window, in ms.
// The hash keeps the count and the end of the window by the caller's clock, as the database
// limiter does, so windows follow an injected clock; PEXPIREAT lets Redis drop it afterwards.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends') or '0')
local count
if ends <= now then
  ends = now + tonumber(ARGV[2])
  count = 1
  redis.call('HSET', KEYS[1], 'count', 1, 'ends', ends)
  redis.call('PEXPIREAT', KEYS[1], ends)
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
end
return { count, ends - now }
`;

// Takes back one hit of a live window (never below zero); an ended or missing window is left.
const UNDO_SCRIPT = `
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends') or '0')
if ends > tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'count') or '0') > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0
`;

/** Rate limits in Redis: one script per hit opens or counts the window and says what is left. */
export async function createRedisRateLimiter(
  url: string,
  now: () => Date = () => new Date(),
): Promise<TRateLimiter> {
  // Imported only when REDIS_URL is set: a server on the database limiter never loads redis.
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', () => {
    // Reconnection is the client's own; a failed command rejects and reaches the caller.
  });
  await client.connect();
  return {
    async hit(key, limit, windowSeconds) {
      const reply = await client.eval(HIT_SCRIPT, {
        keys: [`yzfk:rate:${key}`],
        arguments: [String(now().getTime()), String(windowSeconds * 1000)],
      });
      const [count, leftMs] = Array.isArray(reply) ? reply.map(Number) : [];
      if (count === undefined || leftMs === undefined) {
        throw new Error('rate limit script returned no count');
      }
      return {
        allowed: count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)),
      };
    },
    async undo(key) {
      await client.eval(UNDO_SCRIPT, {
        keys: [`yzfk:rate:${key}`],
        arguments: [String(now().getTime())],
      });
    },
    async close() {
      await client.quit();
    },
  };
}
