import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginIpCall } from '@yzfk/contract/calls/auth-login';
import { api } from '../../../lib/api';
import { applyIpLogin, type TLoginOutcome } from '../../../lib/session-rules';
import { sessionStore } from '../../../lib/session-store';
import { invalidateIdentity } from './invalidate-identity';

/** Logs in as the organisation whose IP range holds this computer (login type 2). */
export async function loginIp(): Promise<TLoginOutcome> {
  return applyIpLogin(sessionStore, await api.call(loginIpCall, {}));
}

/** IP login; the user info is asked again afterwards. */
export function useLoginIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginIp,
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
