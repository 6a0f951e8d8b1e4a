// The PDF reader's query keys, in one place (its own: features never share keys).

const all = ['book-pdf'] as const;

/** Query keys of the PDF reader. */
export const bookPdfKeys = {
  all,
  detail: (bookId: number) => [...all, 'detail', bookId] as const,
  open: (bookId: number) => [...all, 'open', bookId] as const,
};
