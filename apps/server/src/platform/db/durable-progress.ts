/** Counts work as done only once it is durable; see createDurableProgress. */
export type TDurableProgress = {
  /** `count` more units were committed (perhaps not yet on disk). */
  committed: (count: number) => Promise<void>;
  /** `count` more units needed no write (already stored): reported at once. */
  unchanged: (count: number) => void;
  /** Waits until everything committed is durable and reports it: call before saying "done". */
  finish: () => Promise<void>;
};

/**
 * Progress that reports only durable work, for importers whose batches commit without waiting
 * for the disk: every `every` units, and at the end, it waits for durability (`flush`) and
 * then reports the count, so a progress bar never shows work that a crash could still lose.
 */
export function createDurableProgress(options: {
  every: number;
  flush: () => Promise<void>;
  report: (done: number) => void;
}): TDurableProgress {
  let durable = 0;
  let pending = 0;

  async function checkpoint(): Promise<void> {
    if (pending === 0) return;
    const count = pending;
    await options.flush();
    pending -= count;
    durable += count;
    options.report(durable);
  }

  return {
    async committed(count) {
      pending += count;
      if (pending >= options.every) await checkpoint();
    },
    unchanged(count) {
      durable += count;
      options.report(durable);
    },
    finish: checkpoint,
  };
}
