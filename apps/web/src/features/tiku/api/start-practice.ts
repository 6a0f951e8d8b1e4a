import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { startPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import { api } from '../../../lib/api';
import { invalidateProgress } from './query-keys';

export type TStartPracticeRequest = TCallRequest<typeof startPracticeCall>;
export type TStartedPractice = TCallData<typeof startPracticeCall>;

/** Starts a practice session: a chapter, a paper, the wrong-answer book or the favourites. */
export function startPractice(request: TStartPracticeRequest): Promise<TStartedPractice> {
  return api.call(startPracticeCall, request);
}

/** Starting a session; the resume card, the papers' 继续 and the records change with it. */
export function useStartPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPractice,
    onSuccess: () => invalidateProgress(queryClient),
  });
}
