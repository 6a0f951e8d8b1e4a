import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editPhoneCall } from '@yzfk/contract/calls/auth-user';
import type { TCallRequest } from '@yzfk/contract/call';
import { api } from '../../../lib/api';
import { invalidateIdentity } from './invalidate-identity';

/** Moves the account to a new phone (the ticket of checkuserphone, a code sent to the new one). */
export function editPhone(input: TCallRequest<typeof editPhoneCall>): Promise<{ phone: string }> {
  return api.call(editPhoneCall, input);
}

/** Second step of changing the phone; the user info is asked again afterwards. */
export function useEditPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPhone,
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
