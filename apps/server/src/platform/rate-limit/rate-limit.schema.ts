import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredMoment } from '../db/columns';

/**
 * Rate-limit counters shared by every process (Redis replaces them when configured): a window
 * opens at a key's first hit and counts hits until it expires.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: requiredMoment('expires_at'),
  },
  // The housekeeping sweep finds windows that are over by it.
  (table) => [index('rate_limit_counters_expires_idx').on(table.expiresAt)],
);
