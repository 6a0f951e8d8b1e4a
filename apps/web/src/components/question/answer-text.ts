// How answers and accuracies read on screen, shared by practice, papers and exam reports.

/** An accuracy (0–1) as a whole percentage, or — when there is none yet. */
export function percentText(accuracy: number | null | undefined): string {
  return accuracy === null || accuracy === undefined ? '—' : `${Math.round(accuracy * 100)}%`;
}

/** Option letters in the exam's order, joined for display: A、C. */
export function lettersText(keys: readonly string[]): string {
  return keys.length === 0 ? '未作答' : [...keys].sort().join('、');
}
