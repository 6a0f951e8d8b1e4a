import { createWebEnvelopeCodec } from '@yzfk/contract/envelope-codec/web-codec';
import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import { E } from '@yzfk/contract/error-codes';
import { describe, expect, it } from 'vitest';
import { createApiHarness } from '../testing/api-harness';
import { createFakeLocks } from '../testing/fake-locks';
import {
  createFakeServer,
  fail,
  ok,
  type TFakeReply,
  type TSeenRequest,
} from '../testing/fake-server';
import { createMemoryPersistence } from '../testing/memory-session';
import { createApiTransport } from './api-transport';
import { createSessionStore } from './session-store';
import type { TSessionState } from './session-types';
import { createTokenManager, TOKEN_LOCK_NAME, type TLockManager } from './token-manager';

const PAIR = { token: 'web-access', refreshToken: 'web-refresh', expires_in: 7200 };
const REFRESHED = { token: 'new-access', refreshToken: 'new-refresh', expires_in: 7200 };

function summary(requests: TSeenRequest[]) {
  return requests.map((r) => ({ path: r.path, authorization: r.authorization, body: r.body }));
}

describe('token manager', () => {
  it('does nothing when an access token is stored', async () => {
    const h = createApiHarness(() => ok(PAIR), { token: 'stored', refreshToken: 'r' });
    await h.tokens.ensureAccessToken();
    expect(h.server.requests).toEqual([]);
  });

  it('gets an anonymous web token for the domain when nothing is stored', async () => {
    const h = createApiHarness(() => ok(PAIR));
    await h.tokens.ensureAccessToken();
    expect(summary(h.server.requests)).toEqual([
      { path: '/flks/auth/gettoken', authorization: null, body: { domainName: 'exam.example.cn' } },
    ]);
    expect(h.server.requests[0]?.query.get('tk')).toBe('1700000000000');
    expect(h.session.getState()).toMatchObject({
      token: 'web-access',
      refreshToken: 'web-refresh',
    });
  });

  it('refreshes with the stored refresh token as the bearer', async () => {
    const h = createApiHarness(() => ok(REFRESHED), {
      refreshToken: 'stored-refresh',
      isLogined: true,
    });
    await h.tokens.ensureAccessToken();
    expect(summary(h.server.requests)).toEqual([
      { path: '/flks/auth/refresh', authorization: 'Bearer stored-refresh', body: {} },
    ]);
    expect(h.session.getState()).toMatchObject({ token: 'new-access', isLogined: true });
  });

  it('keeps the session when the refresh fails for a reason other than the token (a 5xx)', async () => {
    const h = createApiHarness(
      (request) =>
        request.path === '/flks/auth/refresh'
          ? fail(E.internalError, '服务器开小差了，请稍后再试', 500)
          : ok(PAIR),
      { refreshToken: 'still-good', isLogined: true, userInfo: { nickName: '张三' } },
    );
    await expect(h.tokens.ensureAccessToken()).rejects.toThrow();
    expect(h.server.requests.map((r) => r.path)).toEqual(['/flks/auth/refresh']);
    expect(h.session.getState()).toMatchObject({ refreshToken: 'still-good', isLogined: true });
  });

  it('falls back silently to a new web token when the refresh fails', async () => {
    const h = createApiHarness(
      (request) =>
        request.path === '/flks/auth/refresh'
          ? fail(E.loginExpired, '登录已过期，请重新登录', 401)
          : ok(PAIR),
      { refreshToken: 'spent', isLogined: true, isAuthed: true, userInfo: { nickName: '张三' } },
    );
    await h.tokens.ensureAccessToken();
    expect(h.server.requests.map((r) => r.path)).toEqual([
      '/flks/auth/refresh',
      '/flks/auth/gettoken',
    ]);
    expect(h.session.getState()).toMatchObject({
      token: 'web-access',
      refreshToken: 'web-refresh',
      isLogined: false,
      isAuthed: false,
      userInfo: null,
    });
    expect(h.alerts).toEqual([]);
    expect(h.toasts).toEqual([]);
    expect(h.window.goHome).not.toHaveBeenCalled();
  });

  it('shares one attempt between concurrent callers', async () => {
    const h = createApiHarness(() => ok(PAIR));
    await Promise.all([h.tokens.ensureAccessToken(), h.tokens.ensureAccessToken()]);
    expect(h.server.requests).toHaveLength(1);
  });

  it('does not renew again when another call already replaced the refused token', async () => {
    const h = createApiHarness(() => ok(REFRESHED), { token: 'current', refreshToken: 'r' });
    await h.tokens.renewAccessToken('older');
    expect(h.server.requests).toEqual([]);
    await h.tokens.renewAccessToken('current');
    expect(h.server.requests.map((r) => r.path)).toEqual(['/flks/auth/refresh']);
  });
});

/**
 * Two tabs of one browser: each has its own session store and token manager (as each page
 * has), over the same saved session (the cookies), one server and, when given, one lock manager.
 */
function twoTabs(
  handle: (request: TSeenRequest) => TFakeReply | Promise<TFakeReply>,
  saved: Partial<TSessionState>,
  locks?: TLockManager,
) {
  const server = createFakeServer(handle);
  const cookies = createMemoryPersistence(saved);
  const send = createApiTransport({
    baseUrl: '',
    codec: createWebEnvelopeCodec(DEVELOPMENT_ENVELOPE_KEY),
    timeoutMs: 15_000,
    fetch: server.fetch,
  });
  const tab = () => {
    const session = createSessionStore(cookies);
    const tokens = createTokenManager({ send, session, hostname: () => 'exam.example.cn', locks });
    return { session, tokens };
  };
  return { server, tabs: [tab(), tab()] as const };
}

describe('token manager across tabs', () => {
  const EXPIRED = { token: 'expired-access', refreshToken: 'r1', isLogined: true };
  type TTab = { tokens: { renewAccessToken: (rejected: string) => Promise<void> } };
  const renewBoth = (tabs: readonly TTab[]) =>
    Promise.all(tabs.map((tab) => tab.tokens.renewAccessToken('expired-access')));

  it('makes one refresh call when two tabs renew the same expired token at once', async () => {
    const locks = createFakeLocks();
    const { server, tabs } = twoTabs(() => ok(REFRESHED), EXPIRED, locks);

    await renewBoth(tabs);

    expect(summary(server.requests)).toEqual([
      {
        path: '/flks/auth/refresh',
        authorization: 'Bearer r1',
        body: { accessToken: 'expired-access' },
      },
    ]);
    for (const tab of tabs) {
      expect(tab.session.getState()).toMatchObject({
        token: 'new-access',
        refreshToken: 'new-refresh',
        isLogined: true,
      });
    }
    expect(locks.granted).toEqual([TOKEN_LOCK_NAME, TOKEN_LOCK_NAME]);
  });

  it('lets the waiting tab use the web token the other tab fell back to', async () => {
    const { server, tabs } = twoTabs(
      (request) =>
        request.path === '/flks/auth/refresh'
          ? fail(E.loginExpired, '登录已过期，请重新登录', 401)
          : ok(PAIR),
      EXPIRED,
      createFakeLocks(),
    );

    await renewBoth(tabs);

    expect(server.requests.map((r) => r.path)).toEqual([
      '/flks/auth/refresh',
      '/flks/auth/gettoken',
    ]);
    for (const tab of tabs) expect(tab.session.getState().token).toBe('web-access');
  });

  it('without Web Locks each tab refreshes on its own (the server grace window covers it)', async () => {
    const { server, tabs } = twoTabs(() => ok(REFRESHED), EXPIRED);

    await renewBoth(tabs);

    expect(server.requests.map((r) => r.path)).toEqual([
      '/flks/auth/refresh',
      '/flks/auth/refresh',
    ]);
  });
});
