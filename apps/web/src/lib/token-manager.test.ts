import { describe, expect, it } from 'vitest';
import { createApiHarness } from '../testing/api-harness';
import { fail, ok, type TSeenRequest } from '../testing/fake-server';

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

  it('falls back silently to a new web token when the refresh fails', async () => {
    const h = createApiHarness(
      (request) =>
        request.path === '/flks/auth/refresh'
          ? fail(5002, '登录已过期，请重新登录', 401)
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
