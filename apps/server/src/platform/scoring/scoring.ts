// Scoring of objective answers (decision 0008). An answer is right only when the chosen
// letters are exactly the answer's. A paper gives a right answer its points; with partial
// credit a multiple or indefinite answer whose letters are all right but incomplete earns half
// its points rounded down (法考's own papers give no partial credit, so it is off by default).
// An unanswered question earns nothing. Pure functions, no I/O.

/** Letters sorted and without repeats, the form answers are stored and compared in. */
export function normaliseChoice(chosen: readonly string[]): string[] {
  return [...new Set(chosen)].sort();
}

/** Whether the chosen letters are exactly the answer's. */
export function isRightAnswer(answer: readonly string[], chosen: readonly string[]): boolean {
  const a = normaliseChoice(answer);
  const c = normaliseChoice(chosen);
  return a.length > 0 && a.length === c.length && a.every((key, index) => key === c[index]);
}

export type TScoreInput = {
  type: string;
  answer: readonly string[];
  /** Null or empty: not answered. */
  chosen: readonly string[] | null;
  /** What the question is worth in this paper. */
  points: number;
  partialCredit: boolean;
};

export type TScore = { isCorrect: boolean; points: number };

/** The result of one question under a paper's rules. */
export function scoreAnswer(input: TScoreInput): TScore {
  const chosen = input.chosen ?? [];
  if (chosen.length === 0) return { isCorrect: false, points: 0 };
  if (isRightAnswer(input.answer, chosen)) return { isCorrect: true, points: input.points };
  const canEarnPart = input.partialCredit && input.type !== 'single';
  const allChosenRight = chosen.every((key) => input.answer.includes(key));
  if (canEarnPart && allChosenRight) {
    return { isCorrect: false, points: Math.floor(input.points / 2) };
  }
  return { isCorrect: false, points: 0 };
}

/** The scores of a paper's questions and their sum. */
export function scorePaper(items: readonly TScoreInput[]): { scores: TScore[]; total: number } {
  const scores = items.map(scoreAnswer);
  return { scores, total: scores.reduce((sum, score) => sum + score.points, 0) };
}
