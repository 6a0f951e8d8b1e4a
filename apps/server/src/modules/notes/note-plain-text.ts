import { decodeNoteEntities } from '@yzfk/contract/notes/note-entities';

// A note's text is Markdown (decision 0034): its words are indexed without the marks around them.
// The tokens ignore punctuation already, but a mark between two Han characters (诉**讼时**效)
// would break the pairs a phrase is matched by, and a list's numbers would be indexed as words.

/** Block marks at the start of a line: quotes, bullets and numbers of lists. */
const LINE_MARKS = /^(?:[ \t]*>)*[ \t]*(?:[-+*]|\d{1,9}[.)])?[ \t]+/gmu;

/** Inline marks: emphasis, strike, code spans and backslash escapes. */
const INLINE_MARKS = /[*~`\\]+|(?<![A-Za-z0-9])_+|_+(?![A-Za-z0-9])/gu;

/** The words of a note's Markdown as a reader sees them, for the search vector. */
export function notePlainText(markdown: string): string {
  return decodeNoteEntities(markdown.replace(LINE_MARKS, '').replace(INLINE_MARKS, ''));
}
