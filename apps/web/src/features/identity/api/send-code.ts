import { useMutation } from '@tanstack/react-query';
import { sendCodeCall } from '@yzfk/contract/calls/auth-login';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { api } from '../../../lib/api';

export type TSendCodeInput = TCallRequest<typeof sendCodeCall>;

/** Sends an SMS code (login, bind, check the current phone, or the new phone). */
export function sendCode(input: TSendCodeInput): Promise<TCallData<typeof sendCodeCall>> {
  return api.call(sendCodeCall, input);
}

/** Sends an SMS code; the server's message (e.g. 请 N 秒后再试) is toasted on failure. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
