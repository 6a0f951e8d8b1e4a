import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unbindWxCall } from '@yzfk/contract/calls/auth-wechat';
import { api } from '../../../lib/api';
import { invalidateIdentity } from './invalidate-identity';

/** Removes the user's WeChat binding. */
export async function unbindWx(): Promise<void> {
  await api.call(unbindWxCall, {});
}

/** Unbinds WeChat; the user info is asked again afterwards. */
export function useUnbindWx() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindWx,
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
