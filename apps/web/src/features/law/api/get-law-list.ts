import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { getLawListCall } from '@yzfk/contract/calls/law';
import { api } from '../../../lib/api';
import { lawKeys } from './query-keys';

export type TLawListRequest = TCallRequest<typeof getLawListCall>;
export type TLawList = TCallData<typeof getLawListCall>;

/** Fetches one page of laws with the facets for the filters. */
export function getLawList(request: TLawListRequest): Promise<TLawList> {
  return api.call(getLawListCall, request);
}

/** Query options of a law list page; the previous page stays shown while the next loads. */
export function getLawListQueryOptions(request: TLawListRequest) {
  return queryOptions({
    queryKey: lawKeys.list(request),
    queryFn: () => getLawList(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of the law list. */
export function useLawList(request: TLawListRequest) {
  return useQuery(getLawListQueryOptions(request));
}
