/** One frame of a text progress bar, starting with a carriage return: [#####-----] 50% 5/10. */
export function renderProgress(done: number, total: number, width = 30): string {
  const share = total === 0 ? 1 : Math.min(done / total, 1);
  const filled = Math.round(share * width);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
  return `\r[${bar}] ${String(Math.round(share * 100)).padStart(3)}% ${done}/${total}`;
}
