import { HEADER_LOGO_PATH, ZHeaderLogoDataSchema } from '@yzfk/contract/calls/auth-user';
import { getPageSectionCall } from '@yzfk/contract/calls/pagesection';
import { ENVELOPE_CONTENT_TYPE, EnvelopeError } from '@yzfk/contract/envelope-codec/wire-format';
import { E } from '@yzfk/contract/error-codes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiHarness } from '../testing/api-harness';
import { fail, ok } from '../testing/fake-server';
import { ApiError, ApiTimeoutError } from './api-error';

const MENU = [{ id: 1, name: '首页', settings: { path: '/home' } }];
const LOGGED_IN = {
  token: 'old-access',
  refreshToken: 'old-refresh',
  isLogined: true,
  isAuthed: true,
  userInfo: { nickName: '张三' },
};

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** Lets real asynchronous work (Web Crypto) run until `condition` holds. */
/**
 * Lets the client's real async work run (WebCrypto runs on the thread pool, so on a busy
 * machine it takes more turns than any fixed count) until the condition holds, for at most 5 s
 * of wall time. setImmediate and Date are not faked by the tests' fake timers.
 */
async function until(condition: () => boolean): Promise<void> {
  const giveUpAt = Date.now() + 5_000;
  while (!condition() && Date.now() < giveUpAt) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(condition()).toBe(true);
}

describe('api client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the encrypted body with the bearer token and returns the data', async () => {
    const h = createApiHarness(() => ok(MENU), { token: 'access-1' });

    const data = await h.api.call(getPageSectionCall, { pageValue: 'headMenu' });

    expect(data).toEqual(MENU);
    const [request] = h.server.requests;
    expect(request?.path).toBe('/flks/pagesection/get');
    expect(request?.authorization).toBe('Bearer access-1');
    expect(request?.contentType).toBe(ENVELOPE_CONTENT_TYPE);
    expect(request?.body).toEqual({ pageValue: 'headMenu' });
    expect(h.toasts).toEqual([]);
  });

  it('refreshes the token after 4011 and retries the call once, silently', async () => {
    const h = createApiHarness((request) => {
      if (request.path === '/flks/auth/refresh') {
        return ok({ token: 'new-access', refreshToken: 'new-refresh', expires_in: 7200 });
      }
      return request.authorization === 'Bearer new-access'
        ? ok(MENU)
        : fail(E.tokenExpired, '访问令牌已过期', 401);
    }, LOGGED_IN);

    const data = await h.api.call(getPageSectionCall, { pageValue: 'headMenu' });

    expect(data).toEqual(MENU);
    expect(h.server.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/flks/pagesection/get', 'Bearer old-access'],
      ['/flks/auth/refresh', 'Bearer old-refresh'],
      ['/flks/pagesection/get', 'Bearer new-access'],
    ]);
    expect(h.server.requests[1]?.body).toEqual({ accessToken: 'old-access' });
    expect(h.session.getState()).toMatchObject({
      token: 'new-access',
      refreshToken: 'new-refresh',
      isLogined: true,
    });
    expect(h.toasts).toEqual([]);
  });

  it('gets a web token after 4010 when none is stored, and retries', async () => {
    const h = createApiHarness((request) => {
      if (request.path === '/flks/auth/gettoken') {
        return ok({ token: 'web-access', refreshToken: 'web-refresh', expires_in: 7200 });
      }
      return request.authorization ? ok(MENU) : fail(E.tokenRequired, '请先获取访问令牌', 401);
    });

    await expect(h.api.call(getPageSectionCall, { pageValue: 'headMenu' })).resolves.toEqual(MENU);
    expect(h.server.requests[1]?.body).toEqual({ domainName: 'exam.example.cn' });
    expect(h.server.requests[2]?.authorization).toBe('Bearer web-access');
  });

  it('retries only once when the new token is refused too', async () => {
    const h = createApiHarness(
      (request) =>
        request.path === '/flks/auth/refresh'
          ? ok({ token: 'new-access', refreshToken: 'new-refresh', expires_in: 7200 })
          : fail(E.tokenExpired, '访问令牌已过期', 401),
      LOGGED_IN,
    );

    const error = await rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }));

    expect(error).toBeInstanceOf(ApiError);
    expect(h.server.requests.filter((r) => r.path === '/flks/pagesection/get')).toHaveLength(2);
    expect(h.toasts).toEqual(['访问令牌已过期']);
  });

  it('on 5008 alerts 用户已被强制下线, deletes the token and goes home', async () => {
    const h = createApiHarness(() => fail(E.forcedOffline, '用户已被强制下线', 401), LOGGED_IN);

    const error = await rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(E.forcedOffline);
    expect(h.alerts).toEqual([{ title: '提示', content: '用户已被强制下线', okText: '确定' }]);
    expect(h.session.getState()).toMatchObject({
      token: '',
      refreshToken: '',
      isLogined: false,
      isAuthed: false,
      userInfo: null,
    });
    expect(h.window.goHome).toHaveBeenCalledTimes(1);
    expect(h.toasts).toEqual([]);
  });

  it('stays quiet about a session-ending reply to a call made before the user logged out', async () => {
    const live: { session?: { deleteToken: () => void } } = {};
    const h = createApiHarness(() => {
      // The user logs out while this call is on its way; the server then answers 5007.
      live.session?.deleteToken();
      return fail(E.sessionEnded, '登录状态已失效，请重新登录', 401);
    }, LOGGED_IN);
    live.session = h.session;

    const error = await rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }));

    expect((error as ApiError).code).toBe(E.sessionEnded);
    expect(h.alerts).toEqual([]);
    expect(h.toasts).toEqual([]);
    expect(h.window.goHome).not.toHaveBeenCalled();
  });

  it('on 5002 and 5015 alerts the server message, deletes the token and goes home', async () => {
    for (const code of [E.loginExpired, E.tokenInvalid]) {
      const h = createApiHarness(() => fail(code, `登录失效 ${code}`, 401), LOGGED_IN);
      await rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }));
      expect(h.alerts).toEqual([{ title: '提示', content: `登录失效 ${code}`, okText: '确定' }]);
      expect(h.session.getState().token).toBe('');
      expect(h.window.goHome).toHaveBeenCalledTimes(1);
    }
  });

  it('on 5007 alerts the message with the button 确定, deletes the token and goes home', async () => {
    const h = createApiHarness(
      () => fail(E.sessionEnded, '登录状态已失效，请重新登录', 401),
      LOGGED_IN,
    );
    await rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }));
    expect(h.alerts[0]).toEqual({
      title: '提示',
      content: '登录状态已失效，请重新登录',
      okText: '确定',
    });
    expect(h.session.getState().isLogined).toBe(false);
    expect(h.window.goHome).toHaveBeenCalled();
  });

  it('on a 5006 error reply asks to log in again, deletes the token and goes home', async () => {
    const h = createApiHarness(
      () => fail(E.noPermission, '无权限阅读，请重新登录', 403),
      LOGGED_IN,
    );
    await rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }));
    expect(h.alerts[0]?.content).toBe('无权限阅读，请重新登录');
    expect(h.session.getState().token).toBe('');
    expect(h.window.goHome).toHaveBeenCalled();
    expect(h.window.closeWindow).not.toHaveBeenCalled();
  });

  it('on a 5006 in a successful reply alerts 无权限阅读 with 返回 and closes the window', async () => {
    const h = createApiHarness(() => fail(E.noPermission, '无权限', 200), LOGGED_IN);
    await rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }));
    expect(h.alerts).toEqual([{ title: '提示', content: '无权限阅读', okText: '返回' }]);
    expect(h.window.closeWindow).toHaveBeenCalledTimes(1);
    expect(h.session.getState().token).toBe('old-access');
  });

  it('rejects other codes with the decrypted body and one toast', async () => {
    const h = createApiHarness(
      () => fail(E.tooManyRequests, '请求过于频繁，请稍后再试', 429),
      LOGGED_IN,
    );

    const error = await rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({
      code: E.tooManyRequests,
      msg: '请求过于频繁，请稍后再试',
      success: false,
      data: null,
    });
    expect(h.toasts).toEqual(['请求过于频繁，请稍后再试']);
    expect(h.session.getState().token).toBe('old-access');
  });

  it('does not toast when the caller asks for silence', async () => {
    const h = createApiHarness(() => fail(E.invalidParams, '输入的数据不合法!'), LOGGED_IN);
    await rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }, { silent: true }));
    expect(h.toasts).toEqual([]);
  });

  it('gives up after the time-out with a Chinese message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A server that never answers; the fake fetch rejects once the request is aborted.
    const h = createApiHarness(() => new Promise(() => undefined), LOGGED_IN, 15_000);
    const pending = rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }));
    await until(() => h.server.requests.length === 1);

    await vi.advanceTimersByTimeAsync(14_999);
    expect(h.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    expect(await pending).toBeInstanceOf(ApiTimeoutError);
    expect(h.toasts).toEqual(['请求超时，请检查网络后重试']);
  });

  it('uploads a file as multipart field file with the bearer token, reply decrypted', async () => {
    const h = createApiHarness(() => ok({ headerlogo: '/media/avatar.png' }), LOGGED_IN);
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });

    const data = await h.api.upload({ path: HEADER_LOGO_PATH, data: ZHeaderLogoDataSchema }, file);

    expect(data).toEqual({ headerlogo: '/media/avatar.png' });
    const [request] = h.server.requests;
    expect(request?.authorization).toBe('Bearer old-access');
    expect(request?.contentType).toBeNull();
    const sent = (request?.body as FormData).get('file') as File;
    expect(sent.name).toBe('me.png');
    expect(sent.size).toBe(3);
  });

  it('maps an upload refusal like any call: 5008 alerts and ends the session', async () => {
    const h = createApiHarness(() => fail(E.forcedOffline, '用户已被强制下线', 401), LOGGED_IN);
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const call = { path: HEADER_LOGO_PATH, data: ZHeaderLogoDataSchema };
    expect(await rejectionOf(h.api.upload(call, file))).toBeInstanceOf(ApiError);
    expect(h.alerts[0]?.content).toBe('用户已被强制下线');
    expect(h.session.getState().token).toBe('');
  });

  it("toasts the caller's text for a code when it gives one", async () => {
    const h = createApiHarness(() => fail(E.codeInvalid, '验证码错误'), LOGGED_IN);
    await rejectionOf(
      h.api.call(getPageSectionCall, { pageValue: 'headMenu' }, { messages: { 4101: '换个说法' } }),
    );
    expect(h.toasts).toEqual(['换个说法']);
  });

  it('rejects with the decryption error when the reply cannot be decrypted', async () => {
    const h = createApiHarness(() => ({ raw: 'this is not an envelope', status: 502 }), LOGGED_IN);

    const error = await rejectionOf(h.api.call(getPageSectionCall, { pageValue: 'headMenu' }));

    expect(error).toBeInstanceOf(EnvelopeError);
    expect(h.toasts).toEqual(['服务器返回的数据无法解析']);
  });
});
