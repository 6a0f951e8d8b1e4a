import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getCourseRecordCall } from '@yzfk/contract/calls/course';
import { api } from '../../../lib/api';
import { courseKeys } from './query-keys';

export type TCourseRecord = TCallData<typeof getCourseRecordCall>;

/** Fetches my courses with progress and study time, and my study time per day. */
export function getCourseRecord(): Promise<TCourseRecord> {
  return api.call(getCourseRecordCall, {});
}

/** Query options of my course record. */
export function getCourseRecordQueryOptions() {
  return queryOptions({ queryKey: courseKeys.record(), queryFn: getCourseRecord });
}

/** My course record (only asked for when the user is logged in). */
export function useCourseRecord(enabled: boolean) {
  return useQuery({ ...getCourseRecordQueryOptions(), enabled });
}
