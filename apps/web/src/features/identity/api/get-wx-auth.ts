import { useMutation } from '@tanstack/react-query';
import { getWxAuthCall } from '@yzfk/contract/calls/auth-wechat';
import { fullHref, paths } from '@yzfk/contract/paths';
import { api } from '../../../lib/api';
import { rememberWechatReturn, type TWechatPurpose } from '../utils/wechat-return';

/** The app's WeChat return route, as an absolute URL. */
export function wechatRedirectUri(): string {
  return `${location.origin}${fullHref(paths.wxCallback.href())}`;
}

export type TStartWechatInput = { purpose: TWechatPurpose; returnTo: string };

/** Asks for the WeChat authorisation URL, remembers why, and sends the browser there. */
export async function startWechatAuth({ purpose, returnTo }: TStartWechatInput): Promise<void> {
  const { url, state } = await api.call(getWxAuthCall, {
    purpose,
    redirectUri: wechatRedirectUri(),
  });
  rememberWechatReturn({ purpose, state, returnTo });
  location.assign(url);
}

/** Starts a WeChat login or binding. */
export function useStartWechatAuth() {
  return useMutation({ mutationFn: startWechatAuth });
}
