import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { myExamAttemptsCall } from '@yzfk/contract/calls/exam';
import { api } from '../../../lib/api';
import { tikuKeys } from './query-keys';

export type TExamAttemptsRequest = TCallRequest<typeof myExamAttemptsCall>;
export type TExamAttemptList = TCallData<typeof myExamAttemptsCall>;
export type TExamAttemptRow = TExamAttemptList['list'][number];

/** Fetches a page of the user's mock exam attempts, newest first. */
export function listExamAttempts(request: TExamAttemptsRequest): Promise<TExamAttemptList> {
  return api.call(myExamAttemptsCall, request);
}

/** Query options of a page of mock exam attempts. */
export function getExamAttemptsQueryOptions(request: TExamAttemptsRequest) {
  return queryOptions({
    queryKey: [...tikuKeys.examAttempts(), request],
    queryFn: () => listExamAttempts(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of the user's mock exam attempts (asked for once its tab is open). */
export function useExamAttempts(request: TExamAttemptsRequest, enabled: boolean) {
  return useQuery({ ...getExamAttemptsQueryOptions(request), enabled });
}
