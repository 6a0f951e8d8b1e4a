// Where a note opens (/mynotes, its Markdown export, the mind map's link picker): shared so
// every feature that links to a note's place builds the same address.
import type { TNote, TNoteSource } from '@yzfk/contract/calls/notes';
import { paths } from '@yzfk/contract/paths';

/** The kinds as /mynotes names them. */
export const SOURCE_LABELS: Record<TNoteSource, string> = {
  question: '题目',
  law: '法条',
  lesson: '课程',
  book: '图书',
};

/**
 * Where a note links back to, as a path, or null for a question (its page opens the question
 * in a dialog). A law note opens the law at its article; a lesson note the player at its second
 * (lists carry the lesson's course, which the player's address needs; without it, the lesson's
 * notes); an EPUB note the reader at its CFI.
 */
export function notePath(
  note: Pick<TNote, 'source' | 'sourceId' | 'anchor' | 'anchorOrder' | 'courseId'>,
): string | null {
  switch (note.source) {
    case 'law':
      return paths.lawItem.href({ id: note.sourceId, article: note.anchor });
    case 'lesson':
      return note.courseId === undefined
        ? sourceListPath(note.source, note.sourceId)
        : paths.player.href({
            course: note.courseId,
            lesson: note.sourceId,
            t: Math.floor(note.anchorOrder / 1000),
          });
    case 'book':
      // An EPUB highlight opens the reader at its CFI; other book anchors the book's page.
      return note.anchor.startsWith('epubcfi(')
        ? paths.bookReader.href({ id: note.sourceId, cfi: note.anchor })
        : paths.bookDetail.href({ id: note.sourceId });
    case 'question':
      return null;
  }
}

/** /mynotes/list for one source's notes, in its order. */
export function sourceListPath(source: TNoteSource, sourceId: number): string {
  return paths.notesList.href({ source, sourceId });
}
