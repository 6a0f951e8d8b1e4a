// What a copy from the PDF carries: the selected text and where it came from, so a passage
// pasted into notes or a message still names the book and the page.

/** The citation line of a page of a book: 「——《书名》第 N 页」. */
export function citationLine(title: string, page: number): string {
  return `——《${title}》第 ${page} 页`;
}

/**
 * The text a copy puts on the clipboard: the selection, then the citation line. Nothing to add
 * to an empty or blank selection (the browser's own copy is left alone).
 */
export function withCitation(selected: string, title: string, page: number): string | null {
  const text = selected.trim();
  if (text === '') return null;
  return `${text}\n${citationLine(title, page)}`;
}
