import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editNicknameCall } from '@yzfk/contract/calls/auth-user';
import { api } from '../../../lib/api';
import { invalidateIdentity } from './invalidate-identity';

/** Changes the user's nickname. */
export function editNickname(nickName: string): Promise<{ nickName: string }> {
  return api.call(editNicknameCall, { nickName });
}

/** Changes the nickname; the user info is asked again afterwards. */
export function useEditNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editNickname,
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
