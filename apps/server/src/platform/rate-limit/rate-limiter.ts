/** The outcome of counting one hit against a limit. */
export type TRateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts hits per key in windows that open at a key's first hit: at most `limit` hits per
 * `windowSeconds`. Shared by every process (database or Redis), never held in memory.
 */
export type TRateLimiter = {
  hit: (key: string, limit: number, windowSeconds: number) => Promise<TRateLimitResult>;
  close: () => Promise<void>;
};
