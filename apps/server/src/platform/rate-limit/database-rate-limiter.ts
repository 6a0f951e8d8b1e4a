import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../db/database';
import { rateLimitCounters } from './rate-limit.schema';
import type { TRateLimiter } from './rate-limiter';

/** Rate limits in the rate_limit_counters table: one upsert per hit. */
export function createDatabaseRateLimiter(db: TDb, now: () => Date): TRateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const at = now();
      const until = new Date(at.getTime() + windowSeconds * 1000);
      const expired = sql`${rateLimitCounters.expiresAt} <= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, expiresAt: until })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
            expiresAt: sql`case when ${expired} then ${until.toISOString()}::timestamptz else ${rateLimitCounters.expiresAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((row.expiresAt.getTime() - at.getTime()) / 1000),
      );
      return { allowed: row.count <= limit, retryAfterSeconds };
    },
    async undo(key) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(
          and(
            eq(rateLimitCounters.key, key),
            gt(rateLimitCounters.expiresAt, sql`${now().toISOString()}::timestamptz`),
          ),
        );
    },
    close: () => Promise.resolve(),
  };
}
