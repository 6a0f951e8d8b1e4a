import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startExamCall } from '@yzfk/contract/calls/exam';
import type { TAttemptView } from '@yzfk/contract/calls/exam-shapes';
import { api } from '../../../lib/api';
import { examKeys } from './query-keys';

/** An attempt as the server sent it, with the local time it arrived (for the clock offset). */
export type TReceivedAttempt = TAttemptView & { receivedAt: number };

export type TStartRequest = { examId: number; paperId: number };

/** Opens a paper, or resumes its attempt (also from another browser). */
export async function startExam(request: TStartRequest): Promise<TReceivedAttempt> {
  const view = await api.call(startExamCall, request, { silent: true });
  return { ...view, receivedAt: Date.now() };
}

/**
 * Query options of the answering screen's attempt. Loaded once: from then on the screen owns
 * the answers (the save queue), so it is never refetched behind the candidate's back.
 */
export function getAttemptQueryOptions(request: TStartRequest) {
  return queryOptions({
    queryKey: examKeys.attempt(request.examId, request.paperId),
    queryFn: () => startExam(request),
    enabled: request.examId > 0 && request.paperId > 0,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The attempt the answering screen shows. */
export function useAttempt(request: TStartRequest) {
  return useQuery(getAttemptQueryOptions(request));
}

/**
 * 开始答题 on the waiting screen (by the candidate, or by itself at the opening time): the
 * answering screen then finds the attempt in the cache instead of starting it again.
 */
export function useStartExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startExam,
    onSuccess: (view, request) => {
      queryClient.setQueryData(getAttemptQueryOptions(request).queryKey, view);
      return queryClient.invalidateQueries({ queryKey: examKeys.before(request.examId) });
    },
  });
}
