import { useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getBookCall } from '@yzfk/contract/calls/book';
import { api } from '../../../lib/api';
import { bookKeys } from './query-keys';

export type TBookDetail = TCallData<typeof getBookCall>;
export type TAudioChapter = TBookDetail['audioChapters'][number];

/**
 * Fetches a book: facts, contents, audiobook, lock and my progress. Quietly: the page shows a
 * failure itself (图书不存在 for 4960), so no toast repeats it.
 */
export function getBook(bookId: number): Promise<TBookDetail> {
  return api.call(getBookCall, { bookId }, { silent: true });
}

/** One book (not asked for before the id is known). */
export function useBook(bookId: number | undefined) {
  return useQuery({
    queryKey: bookKeys.detail(bookId ?? 0),
    queryFn: () => getBook(bookId ?? 0),
    enabled: bookId !== undefined,
  });
}
