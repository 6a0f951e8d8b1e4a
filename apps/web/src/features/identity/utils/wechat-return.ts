// What the app remembers while the browser is away at WeChat: why it went (login or bind), the
// state WeChat must bring back, and where to return. sessionStorage: this tab only.

export type TWechatPurpose = 'login' | 'bind';

export type TWechatReturn = {
  purpose: TWechatPurpose;
  state: string;
  /** App path to go back to, e.g. /user. */
  returnTo: string;
};

const KEY = 'yzfk-wechat-return';

/** Remembers the pending WeChat authorisation. */
export function rememberWechatReturn(value: TWechatReturn): void {
  sessionStorage.setItem(KEY, JSON.stringify(value));
}

/** Takes (reads and forgets) the pending WeChat authorisation, if any. */
export function takeWechatReturn(): TWechatReturn | undefined {
  const text = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<TWechatReturn>;
    if (
      (value.purpose === 'login' || value.purpose === 'bind') &&
      typeof value.state === 'string' &&
      typeof value.returnTo === 'string' &&
      value.returnTo.startsWith('/')
    ) {
      return { purpose: value.purpose, state: value.state, returnTo: value.returnTo };
    }
  } catch {
    // Damaged: treat as missing.
  }
  return undefined;
}
