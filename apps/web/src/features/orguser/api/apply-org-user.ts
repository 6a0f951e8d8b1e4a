import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallRequest } from '@yzfk/contract/call';
import { applyOrgUserCall, type TOrgApplication } from '@yzfk/contract/calls/orguser';
import { api } from '../../../lib/api';
import { getOrgUsersQueryOptions } from './list-org-users';

export type TApplyOrgUserInput = TCallRequest<typeof applyOrgUserCall>;

/** Applies for an organisation authorisation. */
export function applyOrgUser(input: TApplyOrgUserInput): Promise<TOrgApplication> {
  return api.call(applyOrgUserCall, input);
}

/** Applies; the list of applications is asked again afterwards. */
export function useApplyOrgUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyOrgUser,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getOrgUsersQueryOptions().queryKey }),
  });
}
