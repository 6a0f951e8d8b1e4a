// The in-order alignment of two sequences by a similarity matrix (Needleman–Wunsch with free
// gaps): the pairs (row, column), both increasing, that maximise the summed worth of the pairs.
// Used for the articles of two versions and for the paragraphs of two articles.

/** What a pair is worth above its similarity floor: one good pair beats two weak ones. */
const PAIR_SCORE_OFFSET = 0.2;

/**
 * The in-order pairs of a `rows × columns` similarity matrix (row-major) whose similarity is
 * at least `minSimilarity`, chosen to maximise Σ (similarity − 0.2).
 */
export function alignInOrder(
  matrix: Float64Array,
  rows: number,
  columns: number,
  minSimilarity: number,
): [number, number][] {
  const width = columns + 1;
  const score = new Float64Array((rows + 1) * width);
  for (let row = 1; row <= rows; row += 1) {
    for (let column = 1; column <= columns; column += 1) {
      const similarity = matrix[(row - 1) * columns + column - 1] ?? 0;
      const diagonal =
        similarity >= minSimilarity
          ? (score[(row - 1) * width + column - 1] ?? 0) + similarity - PAIR_SCORE_OFFSET
          : -Infinity;
      score[row * width + column] = Math.max(
        score[(row - 1) * width + column] ?? 0,
        score[row * width + column - 1] ?? 0,
        diagonal,
      );
    }
  }
  const pairs: [number, number][] = [];
  let row = rows;
  let column = columns;
  while (row > 0 && column > 0) {
    const here = score[row * width + column] ?? 0;
    if (here === (score[(row - 1) * width + column] ?? 0)) row -= 1;
    else if (here === (score[row * width + column - 1] ?? 0)) column -= 1;
    else {
      pairs.push([row - 1, column - 1]);
      row -= 1;
      column -= 1;
    }
  }
  return pairs.reverse();
}
