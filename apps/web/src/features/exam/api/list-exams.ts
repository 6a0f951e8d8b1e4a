import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listExamsCall } from '@yzfk/contract/calls/exam';
import { api } from '../../../lib/api';
import { examKeys } from './query-keys';

export type TExamListRequest = TCallRequest<typeof listExamsCall>;
export type TExamList = TCallData<typeof listExamsCall>;

/** Fetches a page of exams with the caller's registration and attempts. */
export function listExams(request: TExamListRequest): Promise<TExamList> {
  return api.call(listExamsCall, request);
}

/** Query options of a page of exams. */
export function getExamListQueryOptions(request: TExamListRequest) {
  return queryOptions({
    queryKey: [...examKeys.lists(), request],
    queryFn: () => listExams(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of exams (/examlist). */
export function useExamList(request: TExamListRequest) {
  return useQuery(getExamListQueryOptions(request));
}
