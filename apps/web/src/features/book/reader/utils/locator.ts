// The reader's place: an EPUB CFI (what /flks/book/progress stores as the locator and a note
// as its anchor) and the share of the book read (0–1).

const CFI = /^epubcfi\(.+\)$/;
/** The longest locator the server accepts (LOCATOR_MAX) and the longest note anchor. */
const LOCATOR_MAX = 1000;
export const ANCHOR_MAX = 200;

/** A CFI we may go to, or null for anything else (a PDF page, garbage, an over-long value). */
export function cfiOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  return CFI.test(value) && value.length <= LOCATOR_MAX ? value : null;
}

/**
 * A contents entry's href inside the book (the detail page's contents link with ?href=), or null
 * for anything that is not a path inside the book (a scheme, `//`, an over-long value).
 */
export function bookHrefOrNull(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  return /^[a-z][a-z0-9+.-]*:|^\/\/|\\/i.test(value) ? null : value;
}

/**
 * Where the reader opens: the note the address names (?cfi=, from /mynotes), else the contents
 * entry it names (?href=, from the detail page), else where I stopped on any device (`resumeAt`
 * of /flks/book/open), else the book's start.
 */
export function startingPlace(
  addressCfi: string | null,
  resumeAt: string | null,
  addressHref: string | null = null,
): string | null {
  return cfiOrNull(addressCfi) ?? bookHrefOrNull(addressHref) ?? cfiOrNull(resumeAt);
}

/** A share read clamped to 0–1 and rounded to 4 places (what the server stores). */
export function shareOf(fraction: number | undefined): number {
  if (fraction === undefined || !Number.isFinite(fraction)) return 0;
  return Math.round(Math.min(1, Math.max(0, fraction)) * 10_000) / 10_000;
}

/** A range CFI (a selection: `epubcfi(parent,start,end)`), as highlights have. */
export function isRangeCfi(cfi: string): boolean {
  return CFI.test(cfi) && cfi.slice(8, -1).split(',').length === 3;
}

/**
 * Bookmarks are notes at a point CFI (the start of a page) quoting the page's first words;
 * highlights always anchor at a range. One notes model, no kind column (decision 0025).
 */
export function isBookmark(note: { anchor: string }): boolean {
  return CFI.test(note.anchor) && !isRangeCfi(note.anchor);
}

/** Whether a CFI fits a note's anchor (the model caps anchors at 200 characters). */
export function fitsAnchor(cfi: string): boolean {
  return CFI.test(cfi) && cfi.length <= ANCHOR_MAX;
}
