/** The value at a percentile (nearest rank) of some measurements. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Runs tasks with at most `concurrency` at a time and returns each one's duration in ms. */
export async function timeAll(
  tasks: (() => Promise<unknown>)[],
  concurrency: number,
): Promise<number[]> {
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (!task) break;
      const started = performance.now();
      await task();
      durations.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return durations;
}

/** ms with one decimal. */
export function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : 'n/a';
}
