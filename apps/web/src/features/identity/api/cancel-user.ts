import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelUserCall } from '@yzfk/contract/calls/auth-user';
import { api } from '../../../lib/api';
import { applyLogout } from '../../../lib/session-rules';
import { sessionStore } from '../../../lib/session-store';
import { getUserInfoQueryOptions } from './get-user-info';

/** Cancels the account; every session of it ends, this one included. */
export async function cancelUser(): Promise<void> {
  await api.call(cancelUserCall, { confirm: true });
  applyLogout(sessionStore);
}

/** Cancels the account; the cached user info is dropped. */
export function useCancelUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelUser,
    onSuccess: () => queryClient.removeQueries({ queryKey: getUserInfoQueryOptions().queryKey }),
  });
}
