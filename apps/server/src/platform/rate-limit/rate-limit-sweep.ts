import { and, inArray, lte } from 'drizzle-orm';
import type { TDb } from '../db/database';
import type { TSweepStep } from '../jobs/housekeeping';
import { rateLimitCounters } from './rate-limit.schema';

/**
 * Deletes counters whose window is over (the next hit would open a new one anyway). Redis drops
 * its own; this sweeps the database table whichever store is configured.
 */
export function createRateLimitSweepStep(db: TDb): TSweepStep {
  return {
    name: 'rate_limit_counters',
    async deleteBatch(at, limit) {
      const over = lte(rateLimitCounters.expiresAt, at);
      // SKIP LOCKED: a counter being hit right now waits for the next run. The outer condition is
      // checked again on a row a racing hit has just renewed, which is then kept.
      const batch = db
        .select({ key: rateLimitCounters.key })
        .from(rateLimitCounters)
        .where(over)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(rateLimitCounters)
        .where(and(inArray(rateLimitCounters.key, batch), over))
        .returning({ key: rateLimitCounters.key });
      return rows.length;
    },
  };
}
