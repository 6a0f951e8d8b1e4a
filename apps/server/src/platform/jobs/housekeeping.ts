import type { Logger } from 'pino';

/**
 * One kind of row that can never count again, owned by the module of its table: deletes at
 * most `limit` of them as they stand at `at` and answers how many it deleted.
 */
export type TSweepStep = {
  name: string;
  deleteBatch: (at: Date, limit: number) => Promise<number>;
};

type TOptions = {
  log: Logger;
  /** Rows per statement: short statements keep locks and WAL bursts small. */
  batchSize?: number;
  /** Statements per step per run, so that a run stays short; the rest waits for the next run. */
  maxBatchesPerStep?: number;
};

export const HOUSEKEEPING_JOB = 'housekeeping';

/**
 * The housekeeping job: every module adds the sweep steps of its tables; a run goes through
 * them in small batches and logs one line with the counts.
 */
export function createHousekeeping(options: TOptions) {
  const steps: TSweepStep[] = [];
  const batchSize = options.batchSize ?? 500;
  const maxBatches = options.maxBatchesPerStep ?? 200;

  async function sweep(step: TSweepStep, at: Date): Promise<number> {
    let total = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const deleted = await step.deleteBatch(at, batchSize);
      total += deleted;
      if (deleted < batchSize) break;
    }
    return total;
  }

  return {
    addStep(step: TSweepStep): void {
      steps.push(step);
    },

    /** Runs every step; a failing step is logged and the others still run. */
    async run(at: Date): Promise<Record<string, number>> {
      const deleted: Record<string, number> = {};
      const started = Date.now();
      for (const step of steps) {
        try {
          deleted[step.name] = await sweep(step, at);
        } catch (error) {
          options.log.error({ err: error, step: step.name }, 'housekeeping step failed');
        }
      }
      options.log.info(
        { job: HOUSEKEEPING_JOB, deleted, ms: Date.now() - started },
        'housekeeping',
      );
      return deleted;
    },
  };
}

export type THousekeeping = ReturnType<typeof createHousekeeping>;
