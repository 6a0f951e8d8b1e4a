// The wrong-answer book's spaced review (decision 0008). A wrong answer puts a question in the
// book (or back to the first stage) due one day later. A right answer given when the question
// is due moves it one stage on; after the last interval's review it leaves the book. A right
// answer before it is due changes nothing: only spaced reviews count.

/** Days until the next review after reaching stage 0, 1, 2 (index = stage). */
export const REVIEW_INTERVALS_DAYS = [1, 3, 7] as const;

const DAY_MS = 86_400_000;

export type TReviewState = { reviewStage: number; nextReviewAt: Date };

/** What happens to a question of the book on an answer. */
export type TReviewOutcome =
  { action: 'keep'; state: TReviewState } | { action: 'remove' } | { action: 'unchanged' };

/** The state after a wrong answer (new to the book, or back to stage 0). */
export function afterWrongAnswer(at: Date): TReviewState {
  return {
    reviewStage: 0,
    nextReviewAt: new Date(at.getTime() + REVIEW_INTERVALS_DAYS[0] * DAY_MS),
  };
}

/** Whether a question of the book is due for review at a time. */
export function isDue(state: TReviewState, at: Date): boolean {
  return state.nextReviewAt.getTime() <= at.getTime();
}

/** The outcome of a right answer to a question in the book. */
export function afterRightAnswer(state: TReviewState, at: Date): TReviewOutcome {
  if (!isDue(state, at)) return { action: 'unchanged' };
  const stage = state.reviewStage + 1;
  const days = REVIEW_INTERVALS_DAYS[stage];
  if (days === undefined) return { action: 'remove' };
  return {
    action: 'keep',
    state: { reviewStage: stage, nextReviewAt: new Date(at.getTime() + days * DAY_MS) },
  };
}
