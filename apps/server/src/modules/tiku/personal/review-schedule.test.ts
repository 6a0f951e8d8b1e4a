import { describe, expect, it } from 'vitest';
import {
  REVIEW_INTERVALS_DAYS,
  afterRightAnswer,
  afterWrongAnswer,
  isDue,
  type TReviewState,
} from './review-schedule';

const DAY = 86_400_000;
const start = new Date('2025-03-01T08:00:00.000Z');
const at = (days: number) => new Date(start.getTime() + days * DAY);

/** Answers right exactly when due, and returns the states on the way. */
function reviewRightWhenDue(state: TReviewState) {
  const outcomes = [];
  let current: TReviewState | null = state;
  while (current) {
    const outcome = afterRightAnswer(current, current.nextReviewAt);
    outcomes.push(outcome);
    current = outcome.action === 'keep' ? outcome.state : null;
  }
  return outcomes;
}

describe('the review schedule', () => {
  it('puts a wrong answer at stage 0, due one day later', () => {
    expect(afterWrongAnswer(start)).toEqual({ reviewStage: 0, nextReviewAt: at(1) });
  });

  it('is due at the review time and after it, not before', () => {
    const state = afterWrongAnswer(start);
    expect(isDue(state, new Date(at(1).getTime() - 1))).toBe(false);
    expect(isDue(state, at(1))).toBe(true);
    expect(isDue(state, at(5))).toBe(true);
  });

  it('ignores a right answer before the question is due', () => {
    expect(afterRightAnswer(afterWrongAnswer(start), at(0.5))).toEqual({ action: 'unchanged' });
  });

  it('moves on 1 → 3 → 7 days and removes the question after the third right review', () => {
    expect(REVIEW_INTERVALS_DAYS).toEqual([1, 3, 7]);
    const outcomes = reviewRightWhenDue(afterWrongAnswer(start));
    expect(outcomes).toEqual([
      { action: 'keep', state: { reviewStage: 1, nextReviewAt: at(1 + 3) } },
      { action: 'keep', state: { reviewStage: 2, nextReviewAt: at(1 + 3 + 7) } },
      { action: 'remove' },
    ]);
  });

  it('counts the interval from the late review, not from the missed due time', () => {
    const late = at(10);
    expect(afterRightAnswer(afterWrongAnswer(start), late)).toEqual({
      action: 'keep',
      state: { reviewStage: 1, nextReviewAt: new Date(late.getTime() + 3 * DAY) },
    });
  });

  it('restarts at stage 0 after a wrong answer, whatever the stage was', () => {
    // The rule keeps no history: a wrong answer always yields the stage-0 state of its time.
    expect(afterWrongAnswer(at(4))).toEqual({ reviewStage: 0, nextReviewAt: at(5) });
  });

  it('removes a question answered right when due at the last stage', () => {
    const stageTwo: TReviewState = { reviewStage: 2, nextReviewAt: at(4) };
    expect(afterRightAnswer(stageTwo, at(4))).toEqual({ action: 'remove' });
    expect(afterRightAnswer(stageTwo, at(3))).toEqual({ action: 'unchanged' });
  });
});
