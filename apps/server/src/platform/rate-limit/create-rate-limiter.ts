import type { TConfig } from '../config/config';
import type { TDatabase } from '../db/database';
import { createDatabaseRateLimiter } from './database-rate-limiter';
import type { TRateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

/** Redis when REDIS_URL is set, else the database: limits hold across processes either way. */
export function createRateLimiter(
  config: TConfig,
  database: TDatabase,
  now: () => Date,
): Promise<TRateLimiter> {
  return config.REDIS_URL
    ? createRedisRateLimiter(config.REDIS_URL, now)
    : Promise.resolve(createDatabaseRateLimiter(database.db, now));
}
