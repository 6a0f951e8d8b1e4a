import { queryOptions, useQuery } from '@tanstack/react-query';
import { compareLawVersionsCall, type TLawComparison } from '@yzfk/contract/calls/law-compare';
import { api } from '../../../lib/api';
import { lawKeys } from '../api/query-keys';

/** Fetches two versions of a law aligned article by article. */
export function getLawComparison(fromId: number, toId: number): Promise<TLawComparison> {
  return api.call(compareLawVersionsCall, { fromId, toId });
}

/** Query options of a comparison: the texts change only with an import. */
export function getLawComparisonQueryOptions(fromId: number, toId: number) {
  return queryOptions({
    queryKey: lawKeys.comparison(fromId, toId),
    queryFn: () => getLawComparison(fromId, toId),
    staleTime: 10 * 60_000,
  });
}

/** Two versions compared; nothing is asked while `enabled` is false. */
export function useLawComparison(fromId: number, toId: number, enabled = true) {
  return useQuery({ ...getLawComparisonQueryOptions(fromId, toId), enabled });
}
