// The book pages' addresses, in one place.

/** The catalogue: all books, or the audiobooks. */
export function listPath(audio: boolean): string {
  return audio ? '/audioBook' : '/bookList';
}

/** A book's detail page. */
export function detailPath(bookId: number): string {
  return `/book/detail/${bookId}`;
}

/** A book's audiobook page. */
export function audioPath(bookId: number): string {
  return `/book/audiodetail/${bookId}`;
}

/** The reader of a format: the EPUB reader or the PDF viewer (each resumes at my locator). */
export function readerPath(bookId: number, format: 'epub' | 'pdf'): string {
  return format === 'epub' ? `/book/reader?id=${bookId}` : `/book/pdf/${bookId}`;
}

/** The book's mind map. */
export function mindMapPath(bookId: number): string {
  return `/book/mind?id=${bookId}`;
}
