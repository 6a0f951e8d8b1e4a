import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginPhoneCall } from '@yzfk/contract/calls/auth-login';
import type { TCallRequest } from '@yzfk/contract/call';
import { E } from '@yzfk/contract/error-codes';
import { api } from '../../../lib/api';
import { applyPhoneLogin, type TLoginOutcome } from '../../../lib/session-rules';
import { sessionStore } from '../../../lib/session-store';
import { invalidateIdentity } from './invalidate-identity';

/** The toast of a failed phone login (spec section 5). */
export const PHONE_LOGIN_FAILED = '验证码或手机号错误';

/** Logs in with a phone and its code and applies the phone-login rules to the session. */
export async function loginPhone(
  input: TCallRequest<typeof loginPhoneCall>,
): Promise<TLoginOutcome> {
  const result = await api.call(loginPhoneCall, input, {
    messages: { [E.codeInvalid]: PHONE_LOGIN_FAILED },
  });
  return applyPhoneLogin(sessionStore, result);
}

/** Phone login; the user info is asked again afterwards. */
export function useLoginPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginPhone,
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
