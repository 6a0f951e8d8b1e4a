import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLawDetailCall, type TLawDetail } from '@yzfk/contract/calls/law';
import { api } from '../../../lib/api';
import { lawKeys } from './query-keys';

/** Fetches one law with its structure, articles, versions and favourite state. */
export function getLawDetail(id: number): Promise<TLawDetail> {
  return api.call(getLawDetailCall, { id });
}

/** Query options of a law; statutes rarely change, so they stay fresh for ten minutes. */
export function getLawDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: lawKeys.detail(id),
    queryFn: () => getLawDetail(id),
    staleTime: 10 * 60_000,
  });
}

/** One law to read. */
export function useLawDetail(id: number) {
  return useQuery(getLawDetailQueryOptions(id));
}
