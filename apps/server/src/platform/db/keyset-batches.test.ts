import { describe, expect, it } from 'vitest';
import { keysetBatches } from './keyset-batches';

describe('keyset batches', () => {
  it('reads every row once, in batches, each after the last id of the one before', async () => {
    const rows = [1, 2, 5, 8, 9].map((id) => ({ id }));
    const asked: number[] = [];
    const read = (afterId: number, limit: number) => {
      asked.push(afterId);
      return Promise.resolve(rows.filter((row) => row.id > afterId).slice(0, limit));
    };
    const batches: number[][] = [];
    for await (const batch of keysetBatches(read, 2)) batches.push(batch.map((row) => row.id));
    expect(batches).toEqual([[1, 2], [5, 8], [9]]);
    expect(asked).toEqual([0, 2, 8, 9]);
  });
});
