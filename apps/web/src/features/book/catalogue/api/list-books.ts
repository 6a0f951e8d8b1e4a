import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listBooksCall } from '@yzfk/contract/calls/book';
import { api } from '../../../../lib/api';
import { bookKeys } from '../../api/query-keys';

export type TBooksRequest = Partial<TCallRequest<typeof listBooksCall>>;
export type TBookList = TCallData<typeof listBooksCall>;
export type TBookCard = TBookList['items'][number];

/** Fetches a page of books with the filters, and my share read of each. */
export function listBooks(request: TBooksRequest): Promise<TBookList> {
  return api.call(listBooksCall, request);
}

/** Query options of a page of books: the previous page stays on screen while the next loads. */
export function getBooksQueryOptions(request: TBooksRequest) {
  return queryOptions({
    queryKey: [...bookKeys.lists(), request],
    queryFn: () => listBooks(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of books. */
export function useBooks(request: TBooksRequest) {
  return useQuery(getBooksQueryOptions(request));
}
