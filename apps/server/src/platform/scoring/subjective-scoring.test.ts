import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { gradeSubjective, maxScoreOf, subQuestionPoints } from './subjective-scoring';

// The fixture's shape: sub-question 1 has points 2 + 2, sub-question 2 has 3.
const subQuestions = [
  { scoringPoints: [{ points: 2 }, { points: 2 }] },
  { scoringPoints: [{ points: 3 }] },
];

function codeOf(run: () => unknown): { code: number; msg: string } | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, msg: error.msg };
    throw error;
  }
}

describe('subjective scoring', () => {
  it('adds up scoring points per sub-question and for the whole question', () => {
    expect(subQuestionPoints(subQuestions[0] ?? { scoringPoints: [] })).toBe(4);
    expect(maxScoreOf(subQuestions)).toBe(7);
    expect(maxScoreOf([])).toBe(0);
  });

  it('scores the ticked points, counting a point ticked twice once', () => {
    expect(gradeSubjective(subQuestions, [[1, 0, 1], [0]])).toEqual({
      achieved: [[0, 1], [0]],
      score: 7,
    });
    expect(gradeSubjective(subQuestions, [[1], []])).toEqual({ achieved: [[1], []], score: 2 });
    expect(gradeSubjective(subQuestions, [[], []])).toEqual({ achieved: [[], []], score: 0 });
  });

  it('refuses an index that is not a scoring point of its sub-question (4711)', () => {
    expect(codeOf(() => gradeSubjective(subQuestions, [[0], [1]]))).toEqual({
      code: 4711,
      msg: '所选采分点不存在（第 2 问只有 1 个采分点）',
    });
    expect(codeOf(() => gradeSubjective(subQuestions, [[2], []]))?.code).toBe(4711);
  });

  it('refuses a grade without one array per sub-question (4712)', () => {
    expect(codeOf(() => gradeSubjective(subQuestions, [[0]]))).toEqual({
      code: 4712,
      msg: '评分的小题数量与本题不一致（本题有 2 问）',
    });
    expect(codeOf(() => gradeSubjective(subQuestions, [[0], [0], []]))?.code).toBe(4712);
  });
});
