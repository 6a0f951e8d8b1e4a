import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getBookCall } from '@yzfk/contract/calls/book';
import { api } from '../../../../lib/api';
import { bookPdfKeys } from './query-keys';

export type TBookDetail = TCallData<typeof getBookCall>;

/** A book's facts and lock. Quietly: the page shows 图书不存在 or the failure itself. */
export function getBook(bookId: number): Promise<TBookDetail> {
  return api.call(getBookCall, { bookId }, { silent: true });
}

/** Query options of one book. */
export function getBookQueryOptions(bookId: number) {
  return queryOptions({ queryKey: bookPdfKeys.detail(bookId), queryFn: () => getBook(bookId) });
}

/** One book (title, page count, whether it is locked for me). */
export function useBook(bookId: number | undefined) {
  return useQuery({ ...getBookQueryOptions(bookId ?? 0), enabled: bookId !== undefined });
}
