import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { rememberWechatReturn } from '../utils/wechat-return';
import { WxCallbackPage } from './wx-callback-page';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const LOGIN = {
  token: 'wx-access',
  refreshToken: 'wx-refresh',
  expires_in: 900,
  loginType: 3,
  ip: '127.0.0.1',
  isAuth: true,
  nickname: '微信用户',
  tokenExpiredType: 1,
  auths: [],
};

describe('WeChat return page', () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    sessionStorage.clear();
    resetMockApi((request) =>
      request.path === '/flks/auth/login/wx'
        ? ok(LOGIN)
        : ok({ wxBind: true, wxNickName: '微信昵称' }),
    );
  });

  it('logs in with the code when the login was started here, then goes back', async () => {
    rememberWechatReturn({ purpose: 'login', state: 's-1', returnTo: '/home' });
    const { router } = renderWithRouter(<WxCallbackPage />, '/wxcallback?code=c-1&state=s-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(mockRequests.map((r) => [r.path, r.body])).toEqual([
      ['/flks/auth/login/wx', { code: 'c-1', state: 's-1' }],
    ]);
    expect(sessionStore.getState()).toMatchObject({ token: 'wx-access', isLogined: true });
  });

  it('binds instead when the binding was started here', async () => {
    rememberWechatReturn({ purpose: 'bind', state: 's-2', returnTo: '/home' });
    const { router } = renderWithRouter(<WxCallbackPage />, '/wxcallback?code=c-2&state=s-2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(mockRequests.map((r) => r.path)).toEqual(['/flks/auth/bindwx']);
  });

  it('refuses a state it did not send, calling nothing', async () => {
    rememberWechatReturn({ purpose: 'login', state: 's-3', returnTo: '/home' });
    renderWithRouter(<WxCallbackPage />, '/wxcallback?code=c-3&state=forged');
    expect(await screen.findByText('微信授权已失效，请重新发起。')).toBeTruthy();
    expect(mockRequests).toEqual([]);
  });
});
