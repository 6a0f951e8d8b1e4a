import { AUTHORISED_COOKIE } from '@yzfk/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from './cookies';
import { createCookiePersistence, SESSION_COOKIE } from './session-persistence';
import { createSessionStore } from './session-store';

const PAIR = { token: 'access-1', refreshToken: 'refresh-1', expires_in: 2 * 86_400 };

describe('session store with cookies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stores the access token in authorised-yzyd for expires_in/86400 days', () => {
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor?.set?.call(document, value);
    });
    const now = new Date(2025, 0, 2, 3, 4, 5);
    const store = createSessionStore(createCookiePersistence(), () => now);

    store.setTokens(PAIR);

    expect(getCookie(AUTHORISED_COOKIE)).toBe('access-1');
    const tokenWrite = cookieWrites.find((w) => w.startsWith(`${AUTHORISED_COOKIE}=`)) ?? '';
    const expires = Date.parse(/expires=([^;]+)/.exec(tokenWrite)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(2 * 86_400_000);
    expect(store.getState().stamp).toBe('2025/01/02-03:04:05');
  });

  it('starts from the saved session', () => {
    const first = createSessionStore(createCookiePersistence());
    first.setTokens(PAIR);
    first.setFlags({ isLogined: true, isAuthed: true });
    first.setUserInfo({ nickName: '张三', authType: 1 });

    const reloaded = createSessionStore(createCookiePersistence());

    expect(reloaded.getState()).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      isLogined: true,
      isAuthed: true,
      userInfo: { nickName: '张三', authType: 1 },
    });
  });

  it('clears flags, tokens and saved user info when the token is deleted', () => {
    const store = createSessionStore(createCookiePersistence());
    store.setTokens(PAIR);
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
    expect(getCookie(SESSION_COOKIE)).toBeUndefined();
    expect(createSessionStore(createCookiePersistence()).getState().isLogined).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a damaged session cookie', () => {
    setCookie(SESSION_COOKIE, '{not json');
    expect(createSessionStore(createCookiePersistence()).getState().isLogined).toBe(false);
  });
});
