import { useMutation } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { examLoginCall } from '@yzfk/contract/calls/exam';
import { api } from '../../../lib/api';

export type TExamLoginRequest = TCallRequest<typeof examLoginCall>;
export type TExamLoginReply = TCallData<typeof examLoginCall>;

/** Enters the exam room with 准考证号 and 证件号码; the form shows failures itself. */
export function examLogin(request: TExamLoginRequest): Promise<TExamLoginReply> {
  return api.call(examLoginCall, request, { silent: true });
}

/** 登录考场. */
export function useExamLogin() {
  return useMutation({ mutationFn: examLogin });
}
