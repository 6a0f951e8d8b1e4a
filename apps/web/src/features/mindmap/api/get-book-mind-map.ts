import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getBookMindMapCall } from '@yzfk/contract/calls/book';
import { api } from '../../../lib/api';
import { mindKeys } from './query-keys';

/** Fetches a book's mind map (imported, or made from its contents). */
export function getBookMindMap(bookId: number): Promise<TCallData<typeof getBookMindMapCall>> {
  return api.call(getBookMindMapCall, { bookId }, { silent: true });
}

/** Query options of a book's map. */
export function getBookMindMapQueryOptions(bookId: number) {
  return queryOptions({
    queryKey: mindKeys.book(bookId),
    queryFn: () => getBookMindMap(bookId),
    retry: false,
  });
}

/** A book's mind map. */
export function useBookMindMap(bookId: number) {
  return useQuery(getBookMindMapQueryOptions(bookId));
}
