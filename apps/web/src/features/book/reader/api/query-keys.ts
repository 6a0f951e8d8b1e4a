// The reader's query keys, in one place.

const all = ['book-reader'] as const;

/** Query keys of the EPUB reader. */
export const readerKeys = {
  all,
  opened: (bookId: number) => [...all, 'open', bookId] as const,
  book: (bookId: number) => [...all, 'book', bookId] as const,
  notes: (bookId: number) => [...all, 'notes', bookId] as const,
};
