import { AUTHORISED_COOKIE, MULTIPLE_LOGIN_COOKIE } from '@yzfk/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_MULTIPLE_LOGIN_KEY } from '../config/build-defaults';
import { getCookie, setCookie } from './cookies';
import { createCookiePersistence, SESSION_COOKIE } from './session-persistence';
import { createSessionStore } from './session-store';
import { decryptTripleDes } from './triple-des';

const KEY = DEVELOPMENT_MULTIPLE_LOGIN_KEY;
const PAIR = { token: 'access-1', refreshToken: 'refresh-1', expires_in: 2 * 86_400 };
const DAY_MS = 86_400_000;

function persistence(mode = 0) {
  return createCookiePersistence({ key: KEY, mode });
}

/** Records every cookie written while still writing it. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  return writes;
}

/** Milliseconds from now until the last write of a cookie expires; undefined for a session cookie. */
function lifetimeOf(writes: string[], name: string): number | undefined {
  const write = writes.findLast((w) => w.startsWith(`${name}=`));
  if (!write) throw new Error(`${name} was not written`);
  const expires = /expires=([^;]+)/.exec(write)?.[1];
  return expires === undefined ? undefined : Date.parse(expires) - Date.now();
}

function expectDays(ms: number | undefined, days: number) {
  expect(ms).toBeGreaterThan(days * DAY_MS - 60_000);
  expect(ms).toBeLessThanOrEqual(days * DAY_MS);
}

describe('session store with cookies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stores the access token in authorised-yzyd for expires_in/86400 days', () => {
    const writes = recordCookieWrites();
    const now = new Date(2025, 0, 2, 3, 4, 5);
    const store = createSessionStore(persistence(), () => now);

    store.setTokens(PAIR);

    expect(getCookie(AUTHORISED_COOKIE)).toBe('access-1');
    expectDays(lifetimeOf(writes, AUTHORISED_COOKIE), 2);
    expect(store.getState().stamp).toBe('2025/01/02-03:04:05');
    expect(getCookie(MULTIPLE_LOGIN_COOKIE)).toBeUndefined();
  });

  it('mode 0: a login also sets the encrypted multiple-login cookie for 7 days', () => {
    const writes = recordCookieWrites();
    const store = createSessionStore(persistence(0));

    store.setTokens({ ...PAIR, expires_in: 900 }, { isLogin: true });

    expectDays(lifetimeOf(writes, AUTHORISED_COOKIE), 900 / 86_400);
    expectDays(lifetimeOf(writes, MULTIPLE_LOGIN_COOKIE), 7);
    const multiple = getCookie(MULTIPLE_LOGIN_COOKIE) ?? '';
    expect(multiple).toMatch(/^[0-9a-f]+$/);
    expect(decryptTripleDes(multiple, KEY)).toBe('access-1');
  });

  it('mode 1: a login sets both cookies as session cookies', () => {
    const writes = recordCookieWrites();
    const store = createSessionStore(persistence(1));

    store.setTokens(PAIR, { isLogin: true });

    expect(lifetimeOf(writes, AUTHORISED_COOKIE)).toBeUndefined();
    expect(lifetimeOf(writes, MULTIPLE_LOGIN_COOKIE)).toBeUndefined();
    expect(getCookie(AUTHORISED_COOKIE)).toBe('access-1');
    expectDays(lifetimeOf(writes, SESSION_COOKIE), 7);
  });

  it('saves the session encrypted (triple DES, hex) in a cookie of 7 days', () => {
    const writes = recordCookieWrites();
    const store = createSessionStore(persistence());
    store.setTokens(PAIR);
    store.setFlags({ isLogined: true });
    store.setUserInfo({ nickName: '张三' });

    const stored = getCookie(SESSION_COOKIE) ?? '';
    expect(stored).toMatch(/^[0-9a-f]+$/);
    expect(stored).not.toContain('refresh-1');
    expect(JSON.parse(decryptTripleDes(stored, KEY) ?? '')).toMatchObject({
      refreshToken: 'refresh-1',
      isLogined: true,
      userInfo: { nickName: '张三' },
    });
    expectDays(lifetimeOf(writes, SESSION_COOKIE), 7);
  });

  it('starts from the saved session', () => {
    const first = createSessionStore(persistence());
    first.setTokens(PAIR);
    first.setFlags({ isLogined: true, isAuthed: true });
    first.setUserInfo({ nickName: '张三', authType: 1 });

    const reloaded = createSessionStore(persistence());

    expect(reloaded.getState()).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      isLogined: true,
      isAuthed: true,
      userInfo: { nickName: '张三', authType: 1 },
    });
  });

  it('clears flags, tokens, both login cookies and saved user info when the token is deleted', () => {
    const store = createSessionStore(persistence());
    store.setTokens(PAIR, { isLogin: true });
    store.setFlags({ isLogined: true, isAuthed: true });
    store.setUserInfo({ nickName: '张三' });
    const listener = vi.fn();
    store.subscribe(listener);

    store.deleteToken();

    expect(store.getState()).toMatchObject({
      token: '',
      refreshToken: '',
      isLogined: false,
      isAuthed: false,
      userInfo: null,
    });
    expect(getCookie(AUTHORISED_COOKIE)).toBeUndefined();
    expect(getCookie(MULTIPLE_LOGIN_COOKIE)).toBeUndefined();
    expect(getCookie(SESSION_COOKIE)).toBeUndefined();
    expect(createSessionStore(persistence()).getState().isLogined).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a damaged or plain-text session cookie', () => {
    setCookie(SESSION_COOKIE, '{"isLogined":true}');
    expect(createSessionStore(persistence()).getState().isLogined).toBe(false);
    setCookie(SESSION_COOKIE, 'a814a7157de9b668');
    expect(createSessionStore(persistence()).getState().isLogined).toBe(false);
  });
});
