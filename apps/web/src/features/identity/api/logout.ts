import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutCall } from '@yzfk/contract/calls/auth-login';
import { api } from '../../../lib/api';
import { applyLogout } from '../../../lib/session-rules';
import { sessionStore } from '../../../lib/session-store';
import { getUserInfoQueryOptions } from './get-user-info';

/** Ends the session on the server, then clears it here whatever the server said. */
export async function logout(): Promise<void> {
  try {
    await api.call(logoutCall, {}, { silent: true });
  } catch {
    // Already ended or unreachable: the session ends here all the same.
  }
  applyLogout(sessionStore);
}

/** Logs out; the cached user info is dropped. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.removeQueries({ queryKey: getUserInfoQueryOptions().queryKey }),
  });
}
