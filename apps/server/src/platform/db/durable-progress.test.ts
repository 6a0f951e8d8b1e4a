import { describe, expect, it } from 'vitest';
import { createDurableProgress } from './durable-progress';

/** A progress whose flushes and reports land in one log, in the order they happen. */
function recorded(every: number) {
  const log: string[] = [];
  const progress = createDurableProgress({
    every,
    flush: () => {
      log.push('flush');
      return Promise.resolve();
    },
    report: (done) => log.push(`done ${done}`),
  });
  return { log, progress };
}

describe('durable progress', () => {
  it('reports committed work only after a flush, every `every` units', async () => {
    const { log, progress } = recorded(1000);
    await progress.committed(500);
    expect(log).toEqual([]);
    await progress.committed(500);
    await progress.committed(500);
    expect(log).toEqual(['flush', 'done 1000']);
  });

  it('flushes the rest before reporting the end, and only when something is left', async () => {
    const { log, progress } = recorded(1000);
    await progress.committed(1000);
    await progress.committed(300);
    await progress.finish();
    expect(log).toEqual(['flush', 'done 1000', 'flush', 'done 1300']);
    await progress.finish();
    expect(log).toHaveLength(4);
  });

  it('reports work that needed no write at once, without a flush', async () => {
    const { log, progress } = recorded(1000);
    progress.unchanged(7);
    await progress.committed(3);
    await progress.finish();
    expect(log).toEqual(['done 7', 'flush', 'done 10']);
  });
});
