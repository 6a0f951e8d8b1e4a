import { useMutation } from '@tanstack/react-query';
import { checkUserPhoneCall } from '@yzfk/contract/calls/auth-user';
import { api } from '../../../lib/api';

/** Proves the user holds the current phone (code purpose check); answers a ticket. */
export async function checkUserPhone(code: string): Promise<string> {
  return (await api.call(checkUserPhoneCall, { code })).ticket;
}

/** First step of changing the phone. */
export function useCheckUserPhone() {
  return useMutation({ mutationFn: checkUserPhone });
}
