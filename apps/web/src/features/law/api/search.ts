import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { searchCall } from '@yzfk/contract/calls/law';
import { api } from '../../../lib/api';
import { lawKeys } from './query-keys';

export type TSearchRequest = TCallRequest<typeof searchCall>;
export type TSearchResult = TCallData<typeof searchCall>;

/** Runs a global search (laws and articles). */
export function search(request: TSearchRequest): Promise<TSearchResult> {
  return api.call(searchCall, request);
}

/** Query options of a search; nothing is asked while the keyword is blank. */
export function getSearchQueryOptions(request: TSearchRequest) {
  return queryOptions({
    queryKey: lawKeys.search(request),
    queryFn: () => search(request),
    enabled: request.keyword.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Search results for a request. */
export function useSearch(request: TSearchRequest) {
  return useQuery(getSearchQueryOptions(request));
}
