import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLawRelationsCall, type TLawRelations } from '@yzfk/contract/calls/law-relations';
import { api } from '../../../lib/api';
import { lawKeys } from './query-keys';

/** Fetches one article's 法条联想: who cites it, what it applies, its questions and my notes. */
export function getLawRelations(lawId: number, ordinal: number): Promise<TLawRelations> {
  return api.call(getLawRelationsCall, { lawId, ordinal });
}

/** Query options of an article's panel, fresh for a minute as the badge counts. */
export function getLawRelationsQueryOptions(lawId: number, ordinal: number) {
  return queryOptions({
    queryKey: lawKeys.relations(lawId, ordinal),
    queryFn: () => getLawRelations(lawId, ordinal),
    staleTime: 60_000,
  });
}

/** An article's panel, while it is open (`enabled`). */
export function useLawRelations(lawId: number, ordinal: number, enabled: boolean) {
  return useQuery({ ...getLawRelationsQueryOptions(lawId, ordinal), enabled });
}
