// Where a score stands among the finished attempts of one paper (decision 0015): ties share a
// rank (1 + how many scored higher), 击败了 N% is the share of the other candidates with a
// strictly lower score, and the distribution has ten equal bands of the paper's points.

export type TStandingFigures = {
  rank: number;
  of: number;
  beatPercent: number;
  average: number;
  highest: number;
  distribution: { from: number; to: number; count: number }[];
};

const BANDS = 10;

/** The standing of `mine` among `scores` (every finished attempt's score, mine included). */
export function standingOf(
  scores: readonly number[],
  mine: number,
  maxScore: number,
): TStandingFigures {
  const of = scores.length;
  const higher = scores.filter((score) => score > mine).length;
  const lower = scores.filter((score) => score < mine).length;
  const others = of - 1;
  const total = scores.reduce((sum, score) => sum + score, 0);
  const width = Math.max(maxScore, 1) / BANDS;
  const distribution = Array.from({ length: BANDS }, (_, band) => ({
    from: round(band * width),
    to: round((band + 1) * width),
    count: 0,
  }));
  for (const score of scores) {
    const band = Math.min(Math.max(Math.floor(score / width), 0), BANDS - 1);
    const row = distribution[band];
    if (row) row.count++;
  }
  return {
    rank: higher + 1,
    of,
    beatPercent: others > 0 ? round((lower / others) * 100) : 0,
    average: of > 0 ? round(total / of) : 0,
    highest: scores.reduce((best, score) => Math.max(best, score), 0),
    distribution,
  };
}

/** One decimal place, as the report shows figures. */
function round(value: number): number {
  return Math.round(value * 10) / 10;
}
