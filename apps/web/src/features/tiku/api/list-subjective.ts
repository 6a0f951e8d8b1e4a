import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listSubjectiveCall } from '@yzfk/contract/calls/tiku-subjective';
import { api } from '../../../lib/api';

export type TSubjectiveListRequest = TCallRequest<typeof listSubjectiveCall>;
export type TSubjectiveList = TCallData<typeof listSubjectiveCall>;
export type TSubjectiveSummary = TSubjectiveList['list'][number];

/** The key every subjective-question list starts with. */
export const SUBJECTIVE_LIST_KEY = ['tiku', 'subjective', 'list'] as const;

/** Fetches a page of subjective questions with the user's attempts and best score. */
export function listSubjective(request: TSubjectiveListRequest): Promise<TSubjectiveList> {
  return api.call(listSubjectiveCall, request);
}

/** Query options of a page of subjective questions. */
export function getSubjectiveListQueryOptions(request: TSubjectiveListRequest) {
  return queryOptions({
    queryKey: [...SUBJECTIVE_LIST_KEY, request],
    queryFn: () => listSubjective(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of subjective questions. */
export function useSubjectiveList(request: TSubjectiveListRequest) {
  return useQuery(getSubjectiveListQueryOptions(request));
}
