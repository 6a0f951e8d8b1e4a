import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindPhoneCall } from '@yzfk/contract/calls/auth-login';
import type { TCallRequest } from '@yzfk/contract/call';
import { api } from '../../../lib/api';
import { applyBindPhone } from '../../../lib/session-rules';
import { sessionStore } from '../../../lib/session-store';
import { invalidateIdentity } from './invalidate-identity';

/** Binds a phone to the logged-in account and stores the new tokens. */
export async function bindPhone(input: TCallRequest<typeof bindPhoneCall>): Promise<void> {
  applyBindPhone(sessionStore, await api.call(bindPhoneCall, input));
}

/** Binds a phone; the user info is asked again afterwards. */
export function useBindPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindPhone,
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
