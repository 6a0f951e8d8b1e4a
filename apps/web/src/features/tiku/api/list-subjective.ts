import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listSubjectiveCall } from '@yzfk/contract/calls/tiku-subjective';
import { api } from '../../../lib/api';
import { tikuKeys } from './query-keys';

export type TSubjectiveListRequest = TCallRequest<typeof listSubjectiveCall>;
export type TSubjectiveList = TCallData<typeof listSubjectiveCall>;
export type TSubjectiveSummary = TSubjectiveList['list'][number];

/** The key every subjective-question list starts with. */
/** Fetches a page of subjective questions with the user's attempts and best score. */
export function listSubjective(request: TSubjectiveListRequest): Promise<TSubjectiveList> {
  return api.call(listSubjectiveCall, request);
}

/** Query options of a page of subjective questions. */
export function getSubjectiveListQueryOptions(request: TSubjectiveListRequest) {
  return queryOptions({
    queryKey: [...tikuKeys.subjectiveList(), request],
    queryFn: () => listSubjective(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of subjective questions. */
export function useSubjectiveList(request: TSubjectiveListRequest) {
  return useQuery(getSubjectiveListQueryOptions(request));
}
