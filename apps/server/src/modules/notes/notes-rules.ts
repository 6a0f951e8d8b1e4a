import type { TNoteSource } from '@yzfk/contract/calls/notes';

/** The longest lesson position a note may name, in ms (a day: no lesson is longer). */
const LESSON_ANCHOR_MAX_MS = 86_400_000;

/** Where a note sits: its anchor as stored and the number that orders it within the source. */
export type TNotePlace = { anchor: string; anchorOrder: number };

/**
 * A note's place as each kind of source writes it, or null when the anchor does not fit the
 * kind: a lesson's anchor is its position in whole ms and orders the note by itself; a whole
 * question has no anchor; a law article's anchor is its ordinal in the law (the page's article
 * anchor) and orders the note; a book's CFI or page is kept as given, ordered by the number the
 * reader sends (the book's progress).
 */
export function placeNote(
  source: TNoteSource,
  anchor: string,
  anchorOrder: number,
): TNotePlace | null {
  switch (source) {
    case 'lesson': {
      if (!/^\d{1,8}$/.test(anchor)) return null;
      const ms = Number(anchor);
      return ms <= LESSON_ANCHOR_MAX_MS ? { anchor: String(ms), anchorOrder: ms } : null;
    }
    case 'question':
      return anchor === '' ? { anchor: '', anchorOrder: 0 } : null;
    case 'law':
      return /^[1-9]\d{0,5}$/.test(anchor) ? { anchor, anchorOrder: Number(anchor) } : null;
    case 'book':
      return { anchor, anchorOrder };
  }
}

/** Whether text may become empty: only a note that quotes something (a highlight) keeps meaning. */
export function hasContent(note: { text: string; quote: string }): boolean {
  return note.text !== '' || note.quote !== '';
}
