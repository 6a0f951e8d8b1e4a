/** Client-side latencies and failures of one kind of call, with when they were sent. */
export type TCallStats = {
  /** Milliseconds from sending the request to the whole reply received. */
  latencies: number[];
  /** Epoch milliseconds at which each acknowledged call was sent (for the rates). */
  sentAt: number[];
  /** Failures by reply code (or `network`). */
  errors: Map<string, number>;
  /** The first message seen for each failure code, to tell what went wrong. */
  messages: Map<string, string>;
};

export function createCallStats(): TCallStats {
  return { latencies: [], sentAt: [], errors: new Map(), messages: new Map() };
}

/** The q-quantile (0..1) of some values, nearest rank; 0 when there are none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/** Counts a failure and keeps its first message. */
export function recordError(stats: TCallStats | undefined, code: string, message: string): void {
  if (!stats) return;
  stats.errors.set(code, (stats.errors.get(code) ?? 0) + 1);
  if (!stats.messages.has(code)) stats.messages.set(code, message);
}

export function errorCount(stats: TCallStats): number {
  let total = 0;
  for (const n of stats.errors.values()) total += n;
  return total;
}
