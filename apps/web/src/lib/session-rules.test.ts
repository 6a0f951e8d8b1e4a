import type { TLoginResult } from '@yzfk/contract/calls/auth-login';
import { describe, expect, it } from 'vitest';
import { createMemorySession } from '../testing/memory-session';
import {
  applyBindPhone,
  applyChangeLogin,
  applyIpLogin,
  applyLogout,
  applyPhoneLogin,
} from './session-rules';
import { loginReply } from '../testing/identity-fixtures';

const PERSONAL = {
  authId: 1,
  authType: 1,
  unitName: '个人授权',
  exiredTime: '2027-01-31T00:00:00Z',
};
const UNIT_A = { authId: 2, authType: 2, unitName: '甲大学', exiredTime: '2026-12-31T00:00:00Z' };
const UNIT_B = { authId: 3, authType: 2, unitName: '乙律所', exiredTime: '2026-06-30T00:00:00Z' };

function loginResult(overrides: Partial<TLoginResult> = {}): TLoginResult {
  return loginReply({ nickname: '用户0000', auths: [PERSONAL], ...overrides });
}

const ANONYMOUS = { token: 'web-access', refreshToken: 'web-refresh' };

describe('session rules of spec section 4', () => {
  it('phone login sets both flags (isAuthed from isAuth) and stores the tokens', () => {
    const store = createMemorySession(ANONYMOUS);
    const outcome = applyPhoneLogin(store, loginResult({ isAuth: false, auths: [] }));
    expect(outcome).toBe('done');
    expect(store.getState()).toMatchObject({
      token: 'login-access',
      refreshToken: 'login-refresh',
      isLogined: true,
      isAuthed: false,
      isSelectOrg: false,
      userInfo: { nickName: '用户0000', loginType: 1, authType: 1 },
    });
  });

  it('phone login with more than one authorisation asks to select a platform', () => {
    const store = createMemorySession(ANONYMOUS);
    expect(applyPhoneLogin(store, loginResult({ auths: [PERSONAL, UNIT_A] }))).toBe(
      'selectPlatform',
    );
    expect(store.getState()).toMatchObject({ isLogined: true, isAuthed: true });
    expect(applyPhoneLogin(store, loginResult({ auths: [PERSONAL] }))).toBe('done');
  });

  it('IP login with exactly one authorisation makes the unit name the user name', () => {
    const store = createMemorySession(ANONYMOUS);
    const outcome = applyIpLogin(
      store,
      loginResult({ loginType: 2, nickname: '甲大学', auths: [UNIT_A] }),
    );
    expect(outcome).toBe('done');
    expect(store.getState()).toMatchObject({
      token: 'login-access',
      isLogined: true,
      isAuthed: true,
      isSelectOrg: false,
      orgChoices: [],
      userInfo: { userName: '甲大学', unitName: '甲大学', authType: 2, loginType: 2 },
    });
  });

  it('IP login with several units keeps them as the choice, logs in and turns isSelectOrg on', () => {
    const store = createMemorySession(ANONYMOUS);
    const outcome = applyIpLogin(
      store,
      loginResult({ loginType: 2, isAuth: false, nickname: '', auths: [UNIT_A, UNIT_B] }),
    );
    expect(outcome).toBe('selectOrg');
    expect(store.getState()).toMatchObject({
      isLogined: true,
      isAuthed: false,
      isSelectOrg: true,
      orgChoices: [UNIT_A, UNIT_B],
    });
  });

  it('change-login sets isAuthed, stores the tokens and ends the organisation choice', () => {
    const store = createMemorySession(ANONYMOUS);
    applyIpLogin(store, loginResult({ loginType: 2, isAuth: false, auths: [UNIT_A, UNIT_B] }));
    applyChangeLogin(
      store,
      loginResult({ token: 'chosen', loginType: 2, auths: [UNIT_A, UNIT_B] }),
      3,
    );
    expect(store.getState()).toMatchObject({
      token: 'chosen',
      isAuthed: true,
      isLogined: true,
      isSelectOrg: false,
      orgChoices: [],
      userInfo: { authType: 2, unitName: '乙律所', userName: '乙律所' },
    });
  });

  it('bind-phone success stores the new tokens', () => {
    const store = createMemorySession({
      ...ANONYMOUS,
      isLogined: true,
      userInfo: { wxBind: true },
    });
    applyBindPhone(store, loginResult({ token: 'bound-access', refreshToken: 'bound-refresh' }));
    expect(store.getState()).toMatchObject({
      token: 'bound-access',
      refreshToken: 'bound-refresh',
      isLogined: true,
      userInfo: { wxBind: true, nickName: '用户0000' },
    });
  });

  it('logout sets both flags false and clears tokens and saved user info', () => {
    const store = createMemorySession(ANONYMOUS);
    applyIpLogin(store, loginResult({ loginType: 2, auths: [UNIT_A, UNIT_B] }));
    applyLogout(store);
    expect(store.getState()).toEqual({
      token: '',
      refreshToken: '',
      isLogined: false,
      isAuthed: false,
      isSelectOrg: false,
      orgChoices: [],
      stamp: '',
      userInfo: null,
    });
  });
});
