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

/**
 * The reader of a format: the EPUB reader or the PDF viewer. Without a place each resumes at my
 * locator; a contents entry opens the EPUB at its href (`?href=`) or the PDF at its page (`?page=`).
 */
export function readerPath(
  bookId: number,
  format: 'epub' | 'pdf',
  place?: { href?: string; page?: number },
): string {
  if (format === 'epub') {
    const href = place?.href ? `&href=${encodeURIComponent(place.href)}` : '';
    return `/book/reader?id=${bookId}${href}`;
  }
  return `/book/pdf/${bookId}${place?.page ? `?page=${place.page}` : ''}`;
}

/** The book's mind map. */
export function mindMapPath(bookId: number): string {
  return `/book/mind?id=${bookId}`;
}
