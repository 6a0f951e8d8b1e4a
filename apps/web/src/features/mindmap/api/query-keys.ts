import type { QueryClient } from '@tanstack/react-query';

// The mind documents' query keys, in one place: queries build their key here and mutations
// invalidate by these keys.

const all = ['mindmap'] as const;

/** Query keys of the mind documents and book maps. */
export const mindKeys = {
  all,
  list: () => [...all, 'list'] as const,
  doc: (docId: number) => [...all, 'doc', docId] as const,
  book: (bookId: number) => [...all, 'book', bookId] as const,
  linkSearch: (tab: string, query: string) => [...all, 'link-search', tab, query] as const,
  linkNotes: (query: string) => [...all, 'link-notes', query] as const,
};

/** Marks my document list stale (a create, rename, delete or save changes it). */
export function invalidateMindList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: mindKeys.list() });
}
