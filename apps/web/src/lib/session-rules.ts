import type { TLoginResult } from '@yzfk/contract/calls/auth-login';
import type { TAuthEntry } from '@yzfk/contract/calls/identity-fields';
import type { TSessionStore, TUserInfo } from './session-types';

// The state rules of spec section 4: what each login, switch and logout does to the session.

/** What the user has to do next after a login. */
export type TLoginOutcome = 'done' | 'selectPlatform' | 'selectOrg';

const PERSONAL_AUTH_TYPE = 1;

/** The user info a login result tells, the chosen authorisation (or the only one) first. */
function userInfoOf(result: TLoginResult, chosen?: TAuthEntry): TUserInfo {
  const auth = chosen ?? (result.auths.length === 1 ? result.auths[0] : undefined);
  return {
    userName: result.nickname,
    nickName: result.nickname,
    loginType: result.loginType,
    authType: auth?.authType ?? PERSONAL_AUTH_TYPE,
    unitName: auth?.unitName ?? '',
    expiredTime: auth?.exiredTime ?? '',
    isSingleAuth: result.auths.length === 1,
    authNames: result.auths,
  };
}

/**
 * Phone (and WeChat) login success: tokens stored, isLogined on, isAuthed from isAuth; with
 * more than one authorisation the user picks a platform next.
 */
export function applyPhoneLogin(store: TSessionStore, result: TLoginResult): TLoginOutcome {
  store.setTokens(result, { isLogin: true });
  store.setUserInfo(userInfoOf(result));
  store.setOrgChoices([]);
  store.setFlags({ isLogined: true, isAuthed: result.isAuth, isSelectOrg: false });
  return result.auths.length > 1 ? 'selectPlatform' : 'done';
}

/**
 * IP login (login type 2) success: tokens stored, isAuthed from the reply. One authorisation:
 * the user name becomes that unit's name. Several: the list is kept as the choice of
 * organisations, the user is logged in and isSelectOrg turns on.
 */
export function applyIpLogin(store: TSessionStore, result: TLoginResult): TLoginOutcome {
  store.setTokens(result, { isLogin: true });
  const [only] = result.auths;
  if (result.auths.length === 1 && only) {
    store.setUserInfo({ ...userInfoOf(result, only), userName: only.unitName });
    store.setOrgChoices([]);
    store.setFlags({ isLogined: true, isAuthed: result.isAuth, isSelectOrg: false });
    return 'done';
  }
  store.setUserInfo(userInfoOf(result));
  store.setOrgChoices(result.auths);
  store.setFlags({ isLogined: true, isAuthed: result.isAuth, isSelectOrg: true });
  return 'selectOrg';
}

/** Change-login (a platform or organisation chosen): isAuthed set, tokens stored. */
export function applyChangeLogin(store: TSessionStore, result: TLoginResult, authId: number): void {
  store.setTokens(result, { isLogin: true });
  const chosen = result.auths.find((auth) => auth.authId === authId);
  const info = userInfoOf(result, chosen);
  const userName = chosen?.authType === 2 ? chosen.unitName : info.userName;
  store.setUserInfo({ ...store.getState().userInfo, ...info, userName });
  store.setOrgChoices([]);
  store.setFlags({ isLogined: true, isAuthed: result.isAuth, isSelectOrg: false });
}

/**
 * An authorisation gained (an activation code redeemed): the new tokens stored, isAuthed from
 * the reply, the list of authorisations as it now stands (the user info, asked again after,
 * brings the rest).
 */
export function applyGainedAuthorisation(store: TSessionStore, result: TLoginResult): void {
  store.setTokens(result, { isLogin: true });
  store.setUserInfo({
    ...store.getState().userInfo,
    authNames: result.auths,
    isSingleAuth: result.auths.length === 1,
  });
  store.setFlags({ isAuthed: result.isAuth });
}

/** Bind-phone success: the session now belongs to the phone's user; new tokens stored. */
export function applyBindPhone(store: TSessionStore, result: TLoginResult): void {
  store.setTokens(result, { isLogin: true });
  store.setUserInfo({ ...store.getState().userInfo, ...userInfoOf(result) });
  store.setFlags({ isLogined: true, isAuthed: result.isAuth });
}

/** Logout or token deletion: both flags false, tokens and saved user info cleared. */
export function applyLogout(store: TSessionStore): void {
  store.deleteToken();
}
