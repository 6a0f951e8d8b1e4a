import { NOTE_SUBJECT_NONE } from '@yzfk/contract/calls/note-tags';

/**
 * A note's tags in the order every answer gives them: by code point, in Node rather than SQL,
 * so the order does not depend on the database's collation.
 */
export function sortTags(tags: string[]): string[] {
  return [...tags].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The stored subject a filter value asks for: '' (none) for NOTE_SUBJECT_NONE. */
export function storedSubject(filter: string): string {
  return filter === NOTE_SUBJECT_NONE ? '' : filter;
}

/** A stored subject as a note shows it: null when it has none or is not resolved yet. */
export function shownSubject(stored: string | null): string | null {
  return stored === null || stored === '' ? null : stored;
}

/**
 * Subject counts as the subject list answers them: most notes first (ties by name), the notes
 * without a subject last as NOTE_SUBJECT_NONE.
 */
export function subjectList(
  counts: { subject: string; count: number }[],
): { subject: string; count: number }[] {
  const named = counts
    .filter((entry) => entry.subject !== '')
    .sort((a, b) => b.count - a.count || (a.subject < b.subject ? -1 : 1));
  const none = counts.find((entry) => entry.subject === '');
  return none ? [...named, { subject: NOTE_SUBJECT_NONE, count: none.count }] : named;
}
