import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { globalSearchCall } from '@yzfk/contract/calls/search';
import { api } from '../../../lib/api';
import { searchKeys } from './query-keys';

export type TGlobalSearchRequest = TCallRequest<typeof globalSearchCall>;
export type TGlobalSearchResult = TCallData<typeof globalSearchCall>;

/** Query options of a search; nothing is asked while the query is blank. */
export function getGlobalSearchQueryOptions(request: TGlobalSearchRequest) {
  return queryOptions({
    queryKey: searchKeys.search(request),
    queryFn: () => api.call(globalSearchCall, request),
    enabled: request.query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Counts per tab and the hits of the asked tab. */
export function useGlobalSearch(request: TGlobalSearchRequest) {
  return useQuery(getGlobalSearchQueryOptions(request));
}
