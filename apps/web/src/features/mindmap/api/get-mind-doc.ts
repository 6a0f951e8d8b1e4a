import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getMindDocCall } from '@yzfk/contract/calls/mindmap';
import { api } from '../../../lib/api';
import { mindKeys } from './query-keys';

/** Fetches my document with its tree. */
export function getMindDoc(docId: number): Promise<TCallData<typeof getMindDocCall>> {
  return api.call(getMindDocCall, { docId });
}

/**
 * Query options of one document. Never refetched on its own: the editor holds the tree from
 * the moment it opens, and only 重新加载 asks again.
 */
export function getMindDocQueryOptions(docId: number) {
  return queryOptions({
    queryKey: mindKeys.doc(docId),
    queryFn: () => getMindDoc(docId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** My document. */
export function useMindDoc(docId: number) {
  return useQuery(getMindDocQueryOptions(docId));
}
