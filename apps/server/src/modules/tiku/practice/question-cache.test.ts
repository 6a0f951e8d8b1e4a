import { describe, expect, it } from 'vitest';
import type { TPracticeStore } from './practice-repositories';
import { withQuestionCache } from './question-cache';

/** A store whose only real part is questionsWithNames, recording what it was asked. */
function fakeStore(asked: number[][]): TPracticeStore {
  const lookups = {
    questionsWithNames: (ids: number[]) => {
      asked.push(ids);
      return Promise.resolve(
        ids.map((id) => ({ question: { id }, subjectName: '民法', chapterName: null })),
      );
    },
  };
  // Only lookups.questionsWithNames is used by the cache; the rest is never touched here.
  return { lookups } as unknown as TPracticeStore;
}

describe('the question cache', () => {
  it('reads only the questions not in memory, and all again once they expire', async () => {
    const asked: number[][] = [];
    let clock = 0;
    const store = withQuestionCache(fakeStore(asked), {
      ttlMs: 1000,
      maxEntries: 100,
      now: () => clock,
    });
    const ids = async (list: number[]) =>
      (await store.lookups.questionsWithNames(list)).map((row) => row.question.id).sort();

    expect(await ids([1, 2])).toEqual([1, 2]);
    expect(await ids([2, 3])).toEqual([2, 3]);
    expect(await ids([1, 2, 3])).toEqual([1, 2, 3]);
    expect(asked).toEqual([[1, 2], [3]]);

    clock = 1500;
    expect(await ids([1])).toEqual([1]);
    expect(asked.at(-1)).toEqual([1]);
  });

  it('reads every time when the time to live is 0', async () => {
    const asked: number[][] = [];
    const store = withQuestionCache(fakeStore(asked), { ttlMs: 0, maxEntries: 100, now: () => 0 });
    await store.lookups.questionsWithNames([1]);
    await store.lookups.questionsWithNames([1]);
    expect(asked).toEqual([[1], [1]]);
  });
});
