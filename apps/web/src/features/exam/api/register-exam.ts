import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { registerExamCall } from '@yzfk/contract/calls/exam';
import { api } from '../../../lib/api';
import { examKeys } from './query-keys';

export type TRegisterRequest = TCallRequest<typeof registerExamCall>;
export type TRegisterReply = TCallData<typeof registerExamCall>;

/** Registers the caller for an exam; the dialog shows failures itself. */
export function registerExam(request: TRegisterRequest): Promise<TRegisterReply> {
  return api.call(registerExamCall, request, { silent: true });
}

/** 报名: afterwards every exam list and the exam's detail are refetched (ticket, count). */
export function useRegisterExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerExam,
    // 4808 (already registered) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}
