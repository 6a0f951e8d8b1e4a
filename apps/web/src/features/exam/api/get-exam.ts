import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getExamCall } from '@yzfk/contract/calls/exam';
import { api } from '../../../lib/api';
import { examKeys } from './query-keys';

export type TExamDetail = TCallData<typeof getExamCall>;

/** A timed detail: the round trip of the call, for the device and network check. */
export type TTimedExamDetail = TExamDetail & { roundTripMs: number; receivedAt: number };

/** Fetches one exam with its 须知 and the server's clock, timing the round trip. */
export async function getExam(examId: number): Promise<TTimedExamDetail> {
  const sentAt = performance.now();
  const detail = await api.call(getExamCall, { examId }, { silent: true });
  return { ...detail, roundTripMs: performance.now() - sentAt, receivedAt: Date.now() };
}

/** Query options of an exam's detail (the exam room's entry page). */
export function getExamQueryOptions(examId: number) {
  return queryOptions({
    queryKey: examKeys.detail(examId),
    queryFn: () => getExam(examId),
    enabled: examId > 0,
  });
}

/** One exam with its 须知 (the entry page). */
export function useExam(examId: number) {
  return useQuery(getExamQueryOptions(examId));
}
