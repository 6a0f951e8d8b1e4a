import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCall } from '@yzfk/contract/calls/auth';
import {
  bindPhoneCall,
  isOnlineCall,
  loginChangeCall,
  loginIpCall,
  loginPhoneCall,
  logoutCall,
  sendCodeCall,
} from '@yzfk/contract/calls/auth-login';
import { userInfoCall } from '@yzfk/contract/calls/auth-user';
import { getPageSectionCall } from '@yzfk/contract/calls/pagesection';
import { createOrganisation, grantPersonal, lastCodeFor, loginUser } from './identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { callContract, callContractOk } from '../../platform/testing/call-contract';

describe.each(TEST_DATABASES)('logins on %s', (kind) => {
  let t: TTestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { MAX_SESSIONS_PER_USER: '2' },
      now: () => now,
    });
  });
  afterAll(() => t.close());

  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const menu = (token: string) =>
    callContract(t, getPageSectionCall, { pageValue: 'headMenu' }, token);
  async function sendCode(phone: string) {
    const { token } = await t.webToken();
    await callContract(t, sendCodeCall, { phone }, token);
    return token;
  }
  const loginWith = (token: string, phone: string, code: string) =>
    callContract(t, loginPhoneCall, { phone, code }, token);

  it('logs a new phone in, signing it up, and ends the anonymous session', async () => {
    const token = await sendCode('13700000001');
    const envelope = await loginWith(token, '13700000001', lastCodeFor(t.smsOutbox, '13700000001'));
    expect(envelope).toMatchObject({
      code: 200,
      data: {
        loginType: 1,
        isAuth: false,
        nickname: '用户0001',
        ip: '127.0.0.1',
        tokenExpiredType: 1,
        auths: [],
      },
    });
    expect((await menu(envelope.data.token)).code).toBe(200);
    expect((await menu(token)).code).toBe(5007);
  });

  it('says 验证码或手机号错误 for a wrong code, and the code cannot be used twice', async () => {
    const token = await sendCode('13700000002');
    const code = lastCodeFor(t.smsOutbox, '13700000002');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await loginWith(token, '13700000002', wrong)).toMatchObject({
      code: 4101,
      msg: '验证码或手机号错误',
    });
    expect((await loginWith(token, '13700000002', code)).code).toBe(200);
    const again = await t.webToken();
    expect((await loginWith(again.token, '13700000002', code)).code).toBe(4101);
  });

  it('kills a code after five wrong tries, even for the right code', async () => {
    later(61);
    const token = await sendCode('13700000003');
    const code = lastCodeFor(t.smsOutbox, '13700000003');
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await loginWith(token, '13700000003', wrong)).code);
    expect(codes).toEqual([4101, 4101, 4101, 4101, 4103]);
    expect(await loginWith(token, '13700000003', code)).toMatchObject({
      code: 4103,
      msg: '验证码错误次数过多，请重新获取',
    });
  });

  it('lets a code expire after 5 minutes', async () => {
    const token = await sendCode('13700000004');
    later(301);
    const fresh = await t.webToken();
    const envelope = await loginWith(
      fresh.token,
      '13700000004',
      lastCodeFor(t.smsOutbox, '13700000004'),
    );
    expect(envelope).toMatchObject({ code: 4102, msg: '验证码已过期，请重新获取' });
    expect(token).not.toBe(fresh.token);
  });

  it('forces the oldest session offline past the limit of two (5008 用户已被强制下线)', async () => {
    later(61);
    const first = await loginUser(t, '13700000005');
    later(61);
    const second = await loginUser(t, '13700000005');
    later(61);
    const third = await loginUser(t, '13700000005');
    expect(await menu(first.token)).toMatchObject({ code: 5008, msg: '用户已被强制下线' });
    expect((await menu(second.token)).code).toBe(200);
    expect((await menu(third.token)).code).toBe(200);
  });

  it('answers both authorisations and switches between them with login/change', async () => {
    later(61);
    const personal = await grantPersonal(t, '13700000006', '有章法考会员');
    const { organisation, authorisation: unit } = await createOrganisation(t, '示例大学图书馆', []);
    const { createAuthorisationRepository } = await import('./authorisation.repository');
    const { createUserRepository } = await import('./user.repository');
    const user = await createUserRepository(t.deps.database.db).findOrCreateByPhone(
      1,
      '13700000006',
    );
    await createAuthorisationRepository(t.deps.database.db).addMember(organisation.id, user.id);

    const login = await loginUser(t, '13700000006');
    expect(login.auths.map((auth) => auth.unitName).sort()).toEqual(
      ['有章法考会员', '示例大学图书馆'].sort(),
    );
    const change = (authId: number, token: string) =>
      callContract(t, loginChangeCall, { authId }, token);
    const changed = await change(unit.id, login.token);
    expect(changed).toMatchObject({ code: 200, data: { isAuth: true } });
    const info = await callContractOk(t, userInfoCall, {}, changed.data.token);
    expect(info).toMatchObject({
      authType: 2,
      unitName: '示例大学图书馆',
      userName: '示例大学图书馆',
      isSingleAuth: false,
    });
    expect((await change(personal.id, changed.data.token)).code).toBe(200);
    expect(await change(999_999, login.token)).toMatchObject({
      code: 4105,
      msg: '该授权不存在或已过期',
    });
  });

  it('logs in by IP as the one unit whose range holds the caller', async () => {
    const { token } = await t.webToken();
    expect(await callContract(t, loginIpCall, {}, token)).toMatchObject({
      code: 4104,
      msg: '当前网络不在任何机构的授权范围内',
    });
    await createOrganisation(t, '示例律师事务所', ['127.0.0.0/8']);
    const unit = await callContractOk(t, loginIpCall, {}, token);
    expect(unit).toMatchObject({ loginType: 2, nickname: '示例律师事务所', isAuth: true });
    expect(unit.auths).toHaveLength(1);
  });

  it('offers every unit when the caller is in two ranges, and binds a phone to the unit session', async () => {
    await createOrganisation(t, '示例法学院', ['127.0.0.1/32']);
    const { token } = await t.webToken();
    const unit = await callContractOk(t, loginIpCall, {}, token);
    expect(unit.nickname).toBe('机构用户');
    expect(unit.auths.map((auth) => auth.unitName).sort()).toEqual(
      ['示例律师事务所', '示例法学院'].sort(),
    );

    later(61);
    await callContract(t, sendCodeCall, { phone: '13700000007', purpose: 'bind' }, unit.token);
    const bound = await callContract(
      t,
      bindPhoneCall,
      { phone: '13700000007', code: lastCodeFor(t.smsOutbox, '13700000007') },
      unit.token,
    );
    expect(bound).toMatchObject({ code: 200, data: { nickname: '用户0007' } });
    expect((await callContractOk(t, userInfoCall, {}, bound.data.token)).phone).toBe('137****0007');
  });

  it('logs out: the session and its tokens stop at once; isonline tells the state', async () => {
    later(61);
    const login = await loginUser(t, '13700000008');
    const isOnline = () => callContract(t, isOnlineCall, {}, login.token);
    expect((await isOnline()).data).toEqual({ online: true, isLogined: true });
    expect((await callContract(t, logoutCall, {}, login.token)).data).toEqual({
      loggedOut: true,
    });
    expect((await isOnline()).code).toBe(5007);
    expect((await callContract(t, refreshCall, {}, login.refreshToken)).code).toBe(5007);
  });
});
