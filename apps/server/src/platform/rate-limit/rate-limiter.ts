/** The outcome of counting one hit against a limit. */
export type TRateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts hits per key in windows that open at a key's first hit: at most `limit` hits per
 * `windowSeconds`. Shared by every process (database or Redis), never held in memory.
 */
export type TRateLimiter = {
  hit: (key: string, limit: number, windowSeconds: number) => Promise<TRateLimitResult>;
  /**
   * Whether one more hit would be allowed now, without counting one: for limits that count
   * only failures (wrong codes) yet must refuse every try once reached.
   */
  peek: (key: string, limit: number) => Promise<TRateLimitResult>;
  close: () => Promise<void>;
};
