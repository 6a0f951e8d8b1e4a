// How a highlight finds its place again. A note stores the CFI of the selection (anchor), the
// selected text (quote) and the share of the book read there (anchor order). The CFI is tried
// first and kept only when the text it points at is still the quote; otherwise the quote is
// looked up in the book's text and the hit nearest the stored share wins (the share tells two
// equal passages apart); when neither works the note is shown as 未定位, never dropped.

/** Compares texts as a reader sees them: runs of white space count as one, ends trimmed. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether the text a CFI points at is still the note's quote. */
export function cfiStillFits(rangeText: string | null, quote: string): boolean {
  return rangeText !== null && quote !== '' && normaliseText(rangeText) === normaliseText(quote);
}

/** A place the quote was found at when searching the book. */
export type TTextHit = { cfi: string; share: number };

/** The hit nearest the share the note was taken at, or null without hits. */
export function nearestHit(hits: readonly TTextHit[], share: number): TTextHit | null {
  let best: TTextHit | null = null;
  for (const hit of hits) {
    if (!best || Math.abs(hit.share - share) < Math.abs(best.share - share)) best = hit;
  }
  return best;
}

/** Where a note is drawn: at its own CFI, at a CFI found by its text, or nowhere (未定位). */
export type TNotePlacement =
  | { status: 'anchored'; cfi: string }
  | { status: 'reanchored'; cfi: string }
  | { status: 'detached' };

/**
 * Places a note: its CFI when it still shows the quote, else the nearest text hit, else
 * detached. `hits` is asked for only when the CFI does not fit (a search costs a pass over
 * the book).
 */
export async function placeNote(
  note: { anchor: string; quote: string; anchorOrder: number },
  textAt: (cfi: string) => Promise<string | null>,
  hits: (quote: string) => Promise<readonly TTextHit[]>,
): Promise<TNotePlacement> {
  if (cfiStillFits(await textAt(note.anchor).catch(() => null), note.quote)) {
    return { status: 'anchored', cfi: note.anchor };
  }
  if (note.quote.trim() === '') return { status: 'detached' };
  const found = nearestHit(await hits(note.quote).catch(() => []), note.anchorOrder);
  return found ? { status: 'reanchored', cfi: found.cfi } : { status: 'detached' };
}

/** The longest quote kept (the notes model's cap); a longer selection is cut with an ellipsis. */
export const QUOTE_MAX = 1000;

/** The quote stored for a selection: its text as shown, within the model's cap. */
export function quoteOf(selected: string): string {
  const text = normaliseText(selected);
  return text.length <= QUOTE_MAX ? text : `${text.slice(0, QUOTE_MAX - 1)}…`;
}
