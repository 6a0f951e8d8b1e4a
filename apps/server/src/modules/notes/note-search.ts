import { tsqueryLiteral, tsvectorLiteral } from '../../platform/search/ts-literals';
import { notePlainText } from './note-plain-text';

// A note's words as the law search tokenises Chinese (pairs of Han characters, Latin words):
// the quote weighs as much as the user's own text; every term of a query must match. The text
// is Markdown: its words are indexed without the marks (note-plain-text.ts).

/** The tsvector literal stored with a note. */
export function noteVector(note: { quote: string; text: string }): string {
  return tsvectorLiteral([
    { text: note.quote, weight: 'D' },
    { text: notePlainText(note.text), weight: 'D' },
  ]);
}

/** The tsquery literal of a search, or undefined when nothing in it can be searched. */
export function noteQuery(query: string): string | undefined {
  return tsqueryLiteral(query, 'all');
}
