import { beforeEach, describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { sessionStore } from '../../../lib/session-store';
import { fail, ok } from '../../../testing/fake-server';
import { mockApi, mockRequests, resetMockApi } from '../../../testing/mock-api';
import { checkOnline } from './is-online';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

let clock = 1_000_000;
/** Each check a little later than the last, past the gap that merges navigations. */
function later(): number {
  clock += 10_000;
  return clock;
}

function logIn() {
  sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  sessionStore.setFlags({ isLogined: true, isAuthed: true });
  sessionStore.setUserInfo({ nickName: '张三' });
}

describe('online check', () => {
  beforeEach(() => {
    sessionStore.deleteToken();
  });

  it('asks nothing while logged out', async () => {
    resetMockApi(() => ok({ online: true, isLogined: false }));
    await checkOnline(later());
    expect(mockRequests).toEqual([]);
  });

  it('keeps a session that is online', async () => {
    resetMockApi(() => ok({ online: true, isLogined: true }));
    logIn();
    await checkOnline(later());
    expect(mockRequests.map((r) => [r.path, r.authorization])).toEqual([
      ['/flks/auth/isonline', 'Bearer user-access'],
    ]);
    expect(sessionStore.getState().isLogined).toBe(true);
  });

  it('on 5008 alerts 用户已被强制下线, deletes the token and goes home', async () => {
    resetMockApi(() => fail(E.forcedOffline, '用户已被强制下线', 401));
    logIn();
    await checkOnline(later());
    expect(mockApi.alerts).toEqual([
      { title: '提示', content: '用户已被强制下线', okText: '确定' },
    ]);
    expect(sessionStore.getState()).toMatchObject({ token: '', isLogined: false, userInfo: null });
    expect(mockApi.window.goHome).toHaveBeenCalledTimes(1);
  });

  it('shows the visitor as logged out when the server knows no login on the session', async () => {
    resetMockApi(() => ok({ online: true, isLogined: false }));
    logIn();
    await checkOnline(later());
    expect(sessionStore.getState()).toMatchObject({
      token: 'user-access',
      isLogined: false,
      isAuthed: false,
      userInfo: null,
    });
  });

  it('merges checks of navigations within two seconds', async () => {
    resetMockApi(() => ok({ online: true, isLogined: true }));
    logIn();
    const at = later();
    await checkOnline(at);
    await checkOnline(at + 500);
    expect(mockRequests).toHaveLength(1);
  });
});
