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
