import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { examBeforeCall } from '@yzfk/contract/calls/exam';
import { api } from '../../../lib/api';
import { examKeys } from './query-keys';

export type TExamBefore = TCallData<typeof examBeforeCall> & { receivedAt: number };

/** Fetches the waiting screen: the candidate, the server's clock and each paper's opening. */
export async function getExamBefore(examId: number): Promise<TExamBefore> {
  const data = await api.call(examBeforeCall, { examId }, { silent: true });
  return { ...data, receivedAt: Date.now() };
}

/** Query options of the waiting screen; never retried (4803 sends the candidate to log in). */
export function getExamBeforeQueryOptions(examId: number) {
  return queryOptions({
    queryKey: examKeys.before(examId),
    queryFn: () => getExamBefore(examId),
    enabled: examId > 0,
    retry: false,
  });
}

/** The waiting screen's data (examBefore). */
export function useExamBefore(examId: number) {
  return useQuery(getExamBeforeQueryOptions(examId));
}
