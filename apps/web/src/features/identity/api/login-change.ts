import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginChangeCall } from '@yzfk/contract/calls/auth-login';
import { api } from '../../../lib/api';
import { applyChangeLogin } from '../../../lib/session-rules';
import { sessionStore } from '../../../lib/session-store';
import { invalidateIdentity } from './invalidate-identity';

/** Switches the session to one of the user's authorisations (platform or organisation). */
export async function loginChange(authId: number): Promise<void> {
  applyChangeLogin(sessionStore, await api.call(loginChangeCall, { authId }), authId);
}

/** Chooses an authorisation; the user info is asked again afterwards. */
export function useLoginChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginChange,
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
