import { DIFF_DELETE, DIFF_INSERT, diffCleanupSemantic, diffMain } from 'diff-match-patch-es';
import { alignInOrder } from './sequence-alignment';
import { bigramsOf, normalizeText, similarityMatrix } from './text-similarity';

// The changed words of an aligned pair, paragraph (款) by paragraph: the paragraphs are paired
// in order by similarity (an inserted 款 is a row of its own, not smeared over its neighbours),
// then each pair is diffed character by character and cleaned up to word-sized runs by
// diff-match-patch's semantic cleanup (Chinese has no spaces to split words on; decision 0043).

/** A run of text: in both versions, only in the old one (deleted), only in the new (inserted). */
export type TDiffSpan = { text: string; change: 'same' | 'del' | 'ins' };

/** One row of the comparison: a paragraph of each side, or of one side only. */
export type TDiffRow = { old: TDiffSpan[] | null; new: TDiffSpan[] | null };

/** Two paragraphs this alike are one paragraph changed; below, one deleted and one inserted. */
export const ROW_MIN_SIMILARITY = 0.3;

/** The word-level difference of two paragraphs, as the spans of each side. */
export function diffParagraph(oldText: string, newText: string): Required<TDiffRow> {
  if (normalizeText(oldText) === normalizeText(newText)) {
    return { old: [{ text: oldText, change: 'same' }], new: [{ text: newText, change: 'same' }] };
  }
  const diffs = diffMain(oldText, newText);
  diffCleanupSemantic(diffs);
  const old: TDiffSpan[] = [];
  const next: TDiffSpan[] = [];
  for (const [operation, text] of diffs) {
    if (operation === DIFF_DELETE) old.push({ text, change: 'del' });
    else if (operation === DIFF_INSERT) next.push({ text, change: 'ins' });
    else {
      old.push({ text, change: 'same' });
      next.push({ text, change: 'same' });
    }
  }
  return { old, new: next };
}

/** The rows of two articles' paragraphs: paired in order, the rest one-sided where they fall. */
export function diffParagraphs(oldParagraphs: string[], newParagraphs: string[]): TDiffRow[] {
  // The same words with the paragraph breaks elsewhere (the corpus sometimes joins two 款 of an
  // unchanged article): one row, nothing changed.
  if (
    oldParagraphs.length !== newParagraphs.length &&
    normalizeText(oldParagraphs.join('')) === normalizeText(newParagraphs.join(''))
  ) {
    return [
      {
        old: [{ text: oldParagraphs.join(''), change: 'same' }],
        new: [{ text: newParagraphs.join(''), change: 'same' }],
      },
    ];
  }
  const matrix = similarityMatrix(oldParagraphs.map(bigramsOf), newParagraphs.map(bigramsOf));
  const pairs = alignInOrder(
    matrix,
    oldParagraphs.length,
    newParagraphs.length,
    ROW_MIN_SIMILARITY,
  );
  const rows: TDiffRow[] = [];
  let oldAt = 0;
  let newAt = 0;
  const flushTo = (oldEnd: number, newEnd: number) => {
    for (; oldAt < oldEnd; oldAt += 1) {
      rows.push({ old: [{ text: oldParagraphs[oldAt] ?? '', change: 'del' }], new: null });
    }
    for (; newAt < newEnd; newAt += 1) {
      rows.push({ old: null, new: [{ text: newParagraphs[newAt] ?? '', change: 'ins' }] });
    }
  };
  for (const [row, column] of pairs) {
    flushTo(row, column);
    rows.push(diffParagraph(oldParagraphs[row] ?? '', newParagraphs[column] ?? ''));
    oldAt = row + 1;
    newAt = column + 1;
  }
  flushTo(oldParagraphs.length, newParagraphs.length);
  return rows;
}

/** Whether the rows hold any change (a renumbered article with the same words has none). */
export function rowsChanged(rows: TDiffRow[]): boolean {
  return rows.some(
    (row) =>
      row.old === null ||
      row.new === null ||
      [...row.old, ...row.new].some((span) => span.change !== 'same'),
  );
}
