import { bindWxCall } from '@yzfk/contract/calls/auth-wechat';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { api } from '../../../lib/api';

/** Binds the WeChat account that came back to the logged-in user. */
export function bindWx(
  input: TCallRequest<typeof bindWxCall>,
): Promise<TCallData<typeof bindWxCall>> {
  return api.call(bindWxCall, input);
}
