import { describe, expect, it } from 'vitest';
import {
  isRightAnswer,
  normaliseChoice,
  scoreAnswer,
  scorePaper,
  type TScoreInput,
} from './scoring';

const item = (overrides: Partial<TScoreInput>): TScoreInput => ({
  type: 'single',
  answer: ['A'],
  chosen: ['A'],
  points: 1,
  partialCredit: false,
  ...overrides,
});

describe('isRightAnswer', () => {
  it('compares letters as sets, in any order', () => {
    expect(isRightAnswer(['A', 'C'], ['C', 'A'])).toBe(true);
    expect(isRightAnswer(['A', 'C'], ['A', 'A', 'C'])).toBe(true);
    expect(isRightAnswer(['A', 'C'], ['A'])).toBe(false);
    expect(isRightAnswer(['A', 'C'], ['A', 'B', 'C'])).toBe(false);
  });

  it('never counts an answer right against an empty key', () => {
    expect(isRightAnswer([], [])).toBe(false);
  });

  it('normalises letters: sorted, no repeats', () => {
    expect(normaliseChoice(['D', 'B', 'D'])).toEqual(['B', 'D']);
  });
});

describe('scoreAnswer', () => {
  it('single: right earns the points, wrong earns nothing', () => {
    expect(scoreAnswer(item({ chosen: ['A'] }))).toEqual({ isCorrect: true, points: 1 });
    expect(scoreAnswer(item({ chosen: ['B'] }))).toEqual({ isCorrect: false, points: 0 });
  });

  it('single: no partial credit even on a paper that gives it', () => {
    const wrong = item({ answer: ['A'], chosen: ['B'], partialCredit: true });
    expect(scoreAnswer(wrong)).toEqual({ isCorrect: false, points: 0 });
  });

  it('multiple: only the exact set is right', () => {
    const multiple = { type: 'multiple', answer: ['B', 'C', 'D'], points: 2 };
    expect(scoreAnswer(item({ ...multiple, chosen: ['D', 'C', 'B'] }))).toEqual({
      isCorrect: true,
      points: 2,
    });
    expect(scoreAnswer(item({ ...multiple, chosen: ['B', 'C'] }))).toEqual({
      isCorrect: false,
      points: 0,
    });
    expect(scoreAnswer(item({ ...multiple, chosen: ['A', 'B', 'C', 'D'] }))).toEqual({
      isCorrect: false,
      points: 0,
    });
  });

  it('indefinite: scored like multiple, including a one-letter key', () => {
    const indefinite = { type: 'indefinite', answer: ['D'], points: 2 };
    expect(scoreAnswer(item({ ...indefinite, chosen: ['D'] }))).toEqual({
      isCorrect: true,
      points: 2,
    });
    expect(scoreAnswer(item({ ...indefinite, chosen: ['C', 'D'] }))).toEqual({
      isCorrect: false,
      points: 0,
    });
  });

  it('partial credit: half the points rounded down when every chosen letter is right', () => {
    const partial = { type: 'multiple', answer: ['B', 'C', 'D'], partialCredit: true };
    expect(scoreAnswer(item({ ...partial, points: 2, chosen: ['B', 'C'] }))).toEqual({
      isCorrect: false,
      points: 1,
    });
    expect(scoreAnswer(item({ ...partial, points: 3, chosen: ['B'] }))).toEqual({
      isCorrect: false,
      points: 1,
    });
    expect(scoreAnswer(item({ ...partial, points: 2, chosen: ['A', 'B'] }))).toEqual({
      isCorrect: false,
      points: 0,
    });
    expect(scoreAnswer(item({ ...partial, points: 2, chosen: ['B', 'C', 'D'] }))).toEqual({
      isCorrect: true,
      points: 2,
    });
  });

  it('partial credit applies to indefinite questions too', () => {
    const answer = item({
      type: 'indefinite',
      answer: ['A', 'B'],
      chosen: ['A'],
      points: 2,
      partialCredit: true,
    });
    expect(scoreAnswer(answer)).toEqual({ isCorrect: false, points: 1 });
  });

  it('unanswered earns nothing, under any rule', () => {
    expect(scoreAnswer(item({ chosen: null }))).toEqual({ isCorrect: false, points: 0 });
    const multiple = item({ type: 'multiple', answer: ['A', 'B'], points: 2, partialCredit: true });
    expect(scoreAnswer({ ...multiple, chosen: [] })).toEqual({ isCorrect: false, points: 0 });
  });
});

describe('scorePaper', () => {
  it('sums the points of every question', () => {
    const { scores, total } = scorePaper([
      item({ chosen: ['A'] }),
      item({ chosen: ['B'] }),
      item({ type: 'multiple', answer: ['A', 'C'], chosen: ['A', 'C'], points: 2 }),
      item({ type: 'multiple', answer: ['A', 'C'], chosen: ['A'], points: 2, partialCredit: true }),
      item({ chosen: null }),
    ]);
    expect(scores.map((score) => score.points)).toEqual([1, 0, 2, 1, 0]);
    expect(total).toBe(4);
  });

  it('scores an empty paper as zero', () => {
    expect(scorePaper([])).toEqual({ scores: [], total: 0 });
  });
});
