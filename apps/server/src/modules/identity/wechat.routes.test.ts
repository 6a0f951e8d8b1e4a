import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechat, type TFakeWechat } from '../../platform/testing/fake-wechat';
import { loginUser } from './identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

type TLogin = { token: string; loginType: number; nickname: string };

describe.each(TEST_DATABASES)('WeChat login and binding on %s', (kind) => {
  let t: TTestApp;
  let wechat: TFakeWechat;
  let now = new Date();
  beforeAll(async () => {
    wechat = await startFakeWechat('wxtestappid', 'wx-test-secret');
    t = await startTestApp(kind, {
      env: {
        WECHAT_APP_ID: 'wxtestappid',
        WECHAT_APP_SECRET: 'wx-test-secret',
        WECHAT_OPEN_BASE: wechat.openBase,
        WECHAT_API_BASE: wechat.apiBase,
      },
      now: () => now,
    });
  });
  afterAll(async () => {
    await t.close();
    await wechat.stop();
  });

  /** Does what the browser does: follows the authorisation URL and reads the code it returns with. */
  async function authorise(token: string, purpose: 'login' | 'bind') {
    const { envelope } = await t.call<{ url: string; state: string }>(
      '/flks/auth/getwxauth',
      { purpose, redirectUri: 'http://localhost:8080/Template/yzfk/wxcallback' },
      { token },
    );
    expect(envelope.code).toBe(200);
    const response = await fetch(envelope.data.url, { redirect: 'manual' });
    const back = new URL(response.headers.get('location') ?? '');
    expect(back.pathname).toBe('/Template/yzfk/wxcallback');
    return {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
    };
  }

  it('binds a WeChat account to a phone user, then logs in with it (login type 3)', async () => {
    const user = await loginUser(t, '13500000001');
    wechat.setUser('o-openid-1', '法考人');
    const bindReturn = await authorise(user.token, 'bind');
    const bound = await t.call('/flks/auth/bindwx', bindReturn, { token: user.token });
    expect(bound.envelope.data).toEqual({ wxBind: true, wxNickName: '法考人' });
    const info = await t.call<{ wxBind: boolean; wxNickName: string }>(
      '/flks/auth/userinfo',
      {},
      { token: user.token },
    );
    expect(info.envelope.data).toMatchObject({ wxBind: true, wxNickName: '法考人' });

    const visitor = await t.webToken();
    const loginReturn = await authorise(visitor.token, 'login');
    const login = await t.call<TLogin>('/flks/auth/login/wx', loginReturn, {
      token: visitor.token,
    });
    expect(login.envelope.data).toMatchObject({ loginType: 3, nickname: '用户0001' });

    const token = wechat.requests.find((request) => request.path === '/sns/oauth2/access_token');
    expect(token?.query).toMatchObject({
      appid: 'wxtestappid',
      secret: 'wx-test-secret',
      grant_type: 'authorization_code',
    });
  });

  it('refuses a state from another session, a spent state, and a WeChat bound to nobody', async () => {
    const visitor = await t.webToken();
    const other = await t.webToken();
    const stolen = await authorise(visitor.token, 'login');
    expect(
      (await t.call('/flks/auth/login/wx', stolen, { token: other.token })).envelope,
    ).toMatchObject({
      code: 4115,
      msg: '微信授权已失效，请重新扫码',
    });
    expect(
      (await t.call('/flks/auth/login/wx', stolen, { token: visitor.token })).envelope.code,
    ).toBe(4115);
    wechat.setUser('o-nobody', '路人');
    const unbound = await authorise(visitor.token, 'login');
    expect(
      (await t.call('/flks/auth/login/wx', unbound, { token: visitor.token })).envelope,
    ).toMatchObject({
      code: 4112,
      msg: '该微信未绑定账号，请先用手机号登录后绑定',
    });
  });

  it('keeps one WeChat account to one user, and unbinds', async () => {
    now = new Date(now.getTime() + 61_000);
    const second = await loginUser(t, '13500000002');
    wechat.setUser('o-openid-1', '法考人');
    const taken = await authorise(second.token, 'bind');
    expect(
      (await t.call('/flks/auth/bindwx', taken, { token: second.token })).envelope,
    ).toMatchObject({
      code: 4111,
      msg: '该微信已绑定其他账号',
    });
    expect(
      (await t.call('/flks/auth/unbindwx', {}, { token: second.token })).envelope.data,
    ).toEqual({ wxBind: false });
  });

  it('needs a login to bind', async () => {
    const visitor = await t.webToken();
    const { envelope } = await t.call(
      '/flks/auth/getwxauth',
      { purpose: 'bind', redirectUri: 'http://localhost/x' },
      { token: visitor.token },
    );
    expect(envelope.code).toBe(4106);
  });
});
