import type { TLoginResult } from '@yzfk/contract/calls/auth-login';
import type { TUserInfo } from '@yzfk/contract/calls/auth-user';

// The identity replies the tests stub, shaped like the contract's: a login and my account.

/** A login's reply: tokens, an authorised phone user without authorisations unless told. */
export function loginReply(overrides: Partial<TLoginResult> = {}): TLoginResult {
  return {
    token: 'login-access',
    refreshToken: 'login-refresh',
    expires_in: 900,
    loginType: 1,
    ip: '127.0.0.1',
    isAuth: true,
    nickname: '用户8000',
    tokenExpiredType: 1,
    auths: [],
    ...overrides,
  };
}

/** /flks/auth/userinfo: 张三, logged in by phone, with one personal authorisation unless told. */
export function userInfo(overrides: Partial<TUserInfo> = {}): TUserInfo {
  return {
    authType: 1,
    userName: '张三',
    nickName: '张三',
    unitName: '',
    headerlogo: '',
    phone: '138****8000',
    loginType: 1,
    wxBind: false,
    wxNickName: '',
    latestLoginIP: '10.1.2.3',
    lastestLoginTime: '2025-03-04T05:06:07',
    expiredTime: '',
    isSingleAuth: true,
    authNames: [{ authId: 1, authType: 1, unitName: '', exiredTime: '2027-01-31T08:00:00' }],
    state: 1,
    ...overrides,
  };
}
