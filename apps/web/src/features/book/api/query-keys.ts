// The books' query keys, in one place: queries build their key here, and a redeem or a saved
// position marks stale by these prefixes.

const all = ['book'] as const;

/** Query keys of the books. */
export const bookKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  detail: (bookId: number) => [...all, 'detail', bookId] as const,
  record: () => [...all, 'record'] as const,
  notes: (bookId: number) => [...all, 'notes', bookId] as const,
  audio: (bookId: number, chapterId: number) => [...all, 'audio', bookId, chapterId] as const,
};
