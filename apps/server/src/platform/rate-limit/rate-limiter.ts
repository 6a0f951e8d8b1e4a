/** The outcome of counting one hit against a limit. */
export type TRateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts hits per key in windows that open at a key's first hit: at most `limit` hits per
 * `windowSeconds`. Shared by every process (database or Redis), never held in memory.
 */
export type TRateLimiter = {
  hit: (key: string, limit: number, windowSeconds: number) => Promise<TRateLimitResult>;
  /**
   * Takes back one hit of a live window: for limits that count only failures (wrong codes),
   * which count every try first (so parallel tries cannot all pass) and give back the tries
   * that turned out not to be failures.
   */
  undo: (key: string) => Promise<void>;
  close: () => Promise<void>;
};
