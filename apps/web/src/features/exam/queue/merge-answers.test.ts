import type { TExamAnswer } from '@yzfk/contract/calls/exam-shapes';
import { describe, expect, it } from 'vitest';
import { isAnswered, mergeAnswers } from './merge-answers';

function stored(questionId: number, seq: number, chosen: string[], marked = false): TExamAnswer {
  return { questionId, chosen, texts: [], marked, seq, savedAt: '2026-06-01T01:00:00.000Z' };
}

function queued(questionId: number, seq: number, chosen: string[], marked = false) {
  return { questionId, seq, chosen, texts: [], marked, changedAt: 1 };
}

describe('merging the server’s answers with the browser’s queue', () => {
  it('takes the server’s answers, then newer queued changes on top', () => {
    const merged = mergeAnswers(
      [stored(1, 3, ['A']), stored(2, 4, ['B'], true)],
      [queued(1, 5, ['C']), queued(3, 6, ['D'], true)],
    );
    expect(merged.get(1)).toMatchObject({ chosen: ['C'], seq: 5, savedAt: null });
    expect(merged.get(2)).toMatchObject({ chosen: ['B'], marked: true, seq: 4 });
    expect(merged.get(2)?.savedAt).not.toBeNull();
    expect(merged.get(3)).toMatchObject({ chosen: ['D'], marked: true, savedAt: null });
  });

  it('ignores a queued change the server already holds or has outdone (another browser)', () => {
    const merged = mergeAnswers([stored(1, 9, ['B'])], [queued(1, 5, ['A']), queued(1, 9, ['A'])]);
    expect(merged.get(1)).toMatchObject({ chosen: ['B'], seq: 9 });
  });

  it('applies several queued changes of one question in number order', () => {
    const merged = mergeAnswers([], [queued(1, 8, ['C']), queued(1, 7, ['B'])]);
    expect(merged.get(1)?.chosen).toEqual(['C']);
  });

  it('counts a choice or typed text as answered, a mark alone not', () => {
    expect(isAnswered({ chosen: [], texts: [], marked: true })).toBe(false);
    expect(isAnswered({ chosen: ['A'], texts: [], marked: false })).toBe(true);
    expect(isAnswered({ chosen: [], texts: ['', '  '], marked: false })).toBe(false);
    expect(isAnswered({ chosen: [], texts: ['', '构成'], marked: false })).toBe(true);
  });
});
