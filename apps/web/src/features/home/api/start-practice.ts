import { useMutation } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { startPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import { api } from '../../../lib/api';

export type TStartRequest = TCallRequest<typeof startPracticeCall>;
export type TStarted = TCallData<typeof startPracticeCall>;

/** Starts a practice from the home page: a subject's questions, or a past paper. */
export function startPractice(request: TStartRequest): Promise<TStarted> {
  return api.call(startPracticeCall, request);
}

/**
 * Starting a practice straight from an entry. The practice pages load their session fresh, so
 * no cached query needs to change here.
 */
export function useStartPractice() {
  return useMutation({ mutationFn: startPractice });
}
