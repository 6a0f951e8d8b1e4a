import { ms, percentile } from '../search/stats';

// Timing several calls against each other in one run, for the benches' same-run baselines.

export type TTimed = { name: string; run: () => Promise<unknown> };

/** Each call's durations over the rounds, the calls interleaved so that load hits them alike. */
export async function timeInterleaved(
  calls: TTimed[],
  rounds: number,
): Promise<Map<string, number[]>> {
  const durations = new Map(calls.map((entry) => [entry.name, [] as number[]]));
  for (let round = 0; round < rounds; round++) {
    for (const entry of calls) {
      const started = performance.now();
      await entry.run();
      durations.get(entry.name)?.push(performance.now() - started);
    }
  }
  return durations;
}

/**
 * Times the calls interleaved, `warmUp` untimed rounds first, then `rounds`; prints each call's
 * p50 and p95 and answers the p95 of a call by its name, for the bench's closing figures.
 */
export async function timeAndReport(
  calls: TTimed[],
  warmUp: number,
  rounds: number,
): Promise<(name: string) => number> {
  await timeInterleaved(calls, warmUp);
  const durations = await timeInterleaved(calls, rounds);
  const p95 = (name: string) => percentile(durations.get(name) ?? [], 95);
  for (const { name } of calls) {
    const values = durations.get(name) ?? [];
    console.log(
      `${name.padEnd(7)} p50 ${ms(percentile(values, 50))} ms  p95 ${ms(p95(name))} ms  (${values.length} calls)`,
    );
  }
  return p95;
}
