import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getBookCall } from '@yzfk/contract/calls/book';
import { api } from '../../../lib/api';
import { bookKeys } from './query-keys';

export type TBookDetail = TCallData<typeof getBookCall>;
export type TAudioChapter = TBookDetail['audioChapters'][number];

/**
 * Fetches a book: facts, contents, audiobook, lock and my progress. Quietly: each page shows a
 * failure itself (图书不存在 for 4960), so no toast repeats it.
 */
export function getBook(bookId: number): Promise<TBookDetail> {
  return api.call(getBookCall, { bookId }, { silent: true });
}

/** Query options of one book: the one key every book page reads it under. */
export function getBookQueryOptions(bookId: number) {
  return queryOptions({ queryKey: bookKeys.detail(bookId), queryFn: () => getBook(bookId) });
}

/**
 * One book (not asked for before the id is known). The readers ask it before the file, so a
 * locked book is never opened (the server's 5006 would end the session in the API client).
 */
export function useBook(bookId: number | undefined) {
  return useQuery({ ...getBookQueryOptions(bookId ?? 0), enabled: bookId !== undefined });
}
