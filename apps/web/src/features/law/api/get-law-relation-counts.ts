import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getLawRelationCountsCall,
  type TLawRelationCounts,
} from '@yzfk/contract/calls/law-relation-counts';
import { api } from '../../../lib/api';
import { lawKeys } from './query-keys';

/** Fetches the 法条联想 badge counts of every article of a law. */
export function getLawRelationCounts(lawId: number): Promise<TLawRelationCounts> {
  return api.call(getLawRelationCountsCall, { lawId });
}

/**
 * Query options of a law's badge counts: the graph changes only with an import, my note counts
 * with my notes, so they stay fresh for a minute.
 */
export function getLawRelationCountsQueryOptions(lawId: number) {
  return queryOptions({
    queryKey: lawKeys.relationCounts(lawId),
    queryFn: () => getLawRelationCounts(lawId),
    staleTime: 60_000,
  });
}

/** The badge counts of a law's articles; asked for once the law's text is shown. */
export function useLawRelationCounts(lawId: number) {
  return useQuery(getLawRelationCountsQueryOptions(lawId));
}
