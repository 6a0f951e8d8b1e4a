import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listLearningRecordsCall } from '@yzfk/contract/calls/tiku-personal';
import { api } from '../../../lib/api';
import { tikuKeys } from './query-keys';

export type TRecordsRequest = TCallRequest<typeof listLearningRecordsCall>;
export type TRecordList = TCallData<typeof listLearningRecordsCall>;

/** The key every learning-records query starts with. */
/** Fetches a page of learning records and the accuracy by subject. */
export function listLearningRecords(request: TRecordsRequest): Promise<TRecordList> {
  return api.call(listLearningRecordsCall, request);
}

/** Query options of a page of learning records. */
export function getLearningRecordsQueryOptions(request: TRecordsRequest) {
  return queryOptions({
    queryKey: [...tikuKeys.records(), request],
    queryFn: () => listLearningRecords(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of learning records (only asked for when the user is logged in). */
export function useLearningRecords(request: TRecordsRequest, enabled: boolean) {
  return useQuery({ ...getLearningRecordsQueryOptions(request), enabled });
}
