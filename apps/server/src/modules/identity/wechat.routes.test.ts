import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoCall } from '@yzfk/contract/calls/auth-user';
import {
  bindWxCall,
  getWxAuthCall,
  loginWxCall,
  unbindWxCall,
} from '@yzfk/contract/calls/auth-wechat';
import { startFakeWechat, type TFakeWechat } from '../../platform/testing/fake-wechat';
import { callContract, callContractOk } from '../../platform/testing/call-contract';
import { loginUser } from './identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

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
    const { url } = await callContractOk(
      t,
      getWxAuthCall,
      { purpose, redirectUri: 'http://localhost:8080/Template/yzfk/wxcallback' },
      token,
    );
    const response = await fetch(url, { redirect: 'manual' });
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
    const bound = await callContract(t, bindWxCall, bindReturn, user.token);
    expect(bound.data).toEqual({ wxBind: true, wxNickName: '法考人' });
    const info = await callContractOk(t, userInfoCall, {}, user.token);
    expect(info).toMatchObject({ wxBind: true, wxNickName: '法考人' });

    const visitor = await t.webToken();
    const loginReturn = await authorise(visitor.token, 'login');
    const login = await callContract(t, loginWxCall, loginReturn, visitor.token);
    expect(login.data).toMatchObject({ loginType: 3, nickname: '用户0001' });

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
    const loginWx = (back: { code: string; state: string }, token: string) =>
      callContract(t, loginWxCall, back, token);
    expect(await loginWx(stolen, other.token)).toMatchObject({
      code: 4115,
      msg: '微信授权已失效，请重新扫码',
    });
    expect((await loginWx(stolen, visitor.token)).code).toBe(4115);
    wechat.setUser('o-nobody', '路人');
    const unbound = await authorise(visitor.token, 'login');
    expect(await loginWx(unbound, visitor.token)).toMatchObject({
      code: 4112,
      msg: '该微信未绑定账号，请先用手机号登录后绑定',
    });
  });

  it('keeps one WeChat account to one user, and unbinds', async () => {
    now = new Date(now.getTime() + 61_000);
    const second = await loginUser(t, '13500000002');
    wechat.setUser('o-openid-1', '法考人');
    const taken = await authorise(second.token, 'bind');
    expect(await callContract(t, bindWxCall, taken, second.token)).toMatchObject({
      code: 4111,
      msg: '该微信已绑定其他账号',
    });
    expect((await callContract(t, unbindWxCall, {}, second.token)).data).toEqual({
      wxBind: false,
    });
  });

  it('needs a login to bind', async () => {
    const visitor = await t.webToken();
    const envelope = await callContract(
      t,
      getWxAuthCall,
      { purpose: 'bind', redirectUri: 'http://localhost/x' },
      visitor.token,
    );
    expect(envelope.code).toBe(4106);
  });
});
