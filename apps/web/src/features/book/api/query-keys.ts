// The books' query keys, in one place for every book page (catalogue, audiobook, EPUB and PDF
// readers): queries build their key here, and a redeemed code or a saved position marks stale
// by these prefixes.

const all = ['book'] as const;

/** The formats a book opens in through /flks/book/open, each with its own signed link. */
type TOpenFormat = 'epub' | 'pdf';

/** Query keys of the books. */
export const bookKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  detail: (bookId: number) => [...all, 'detail', bookId] as const,
  record: () => [...all, 'record'] as const,
  notes: (bookId: number) => [...all, 'notes', bookId] as const,
  open: (bookId: number, format: TOpenFormat) => [...all, 'open', bookId, format] as const,
  audio: (bookId: number, chapterId: number) => [...all, 'audio', bookId, chapterId] as const,
};
