import { loginWxCall } from '@yzfk/contract/calls/auth-wechat';
import type { TCallRequest } from '@yzfk/contract/call';
import { api } from '../../../lib/api';
import { applyPhoneLogin, type TLoginOutcome } from '../../../lib/session-rules';
import { sessionStore } from '../../../lib/session-store';

/** Logs in with the WeChat account that came back; the phone-login rules apply. */
export async function loginWx(input: TCallRequest<typeof loginWxCall>): Promise<TLoginOutcome> {
  return applyPhoneLogin(sessionStore, await api.call(loginWxCall, input));
}
