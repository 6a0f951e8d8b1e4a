import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeemActivationCall } from '@yzfk/contract/calls/activation';
import type { TCallData } from '@yzfk/contract/call';
import { api } from '../../lib/api';
import { applyGainedAuthorisation } from '../../lib/session-rules';
import { sessionStore } from '../../lib/session-store';

export type TRedeemed = TCallData<typeof redeemActivationCall>;

/**
 * Redeems an activation code and applies the authorisation to the session at once. Silent:
 * the dialog shows a refusal beside the code rather than as a toast.
 */
export async function redeemActivation(code: string): Promise<TRedeemed> {
  const result = await api.call(redeemActivationCall, { code }, { silent: true });
  applyGainedAuthorisation(sessionStore, result);
  return result;
}

/**
 * Redeeming a code. An authorisation changes what nearly every answer holds (which banks open,
 * the user info, exams one may enter), and this shared dialog knows no feature's keys, so every
 * cached query is asked again, as after a login (app/refetch-on-identity-change).
 */
export function useRedeemActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemActivation,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
