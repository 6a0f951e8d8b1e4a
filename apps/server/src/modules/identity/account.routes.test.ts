import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCodeCall } from '@yzfk/contract/calls/auth-login';
import {
  cancelUserCall,
  checkUserPhoneCall,
  editNicknameCall,
  editPhoneCall,
  userInfoCall,
} from '@yzfk/contract/calls/auth-user';
import { grantPersonal, lastCodeFor, loginUser } from './identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = '----yzfk-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(TEST_DATABASES)('the account on %s', (kind) => {
  let t: TTestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  const info = (token: string) => callContract(t, userInfoCall, {}, token);

  it('answers the user info of the spec, with the authorisations and their expiry', async () => {
    const auth = await grantPersonal(t, '13600000001', '有章法考会员', 30);
    const login = await loginUser(t, '13600000001');
    const { data } = await info(login.token);
    expect(data).toMatchObject({
      authType: 1,
      userName: '用户0001',
      nickName: '用户0001',
      phone: '136****0001',
      loginType: 1,
      wxBind: false,
      latestLoginIP: '127.0.0.1',
      isSingleAuth: true,
      expiredTime: auth.expiresAt.toISOString(),
      state: 1,
    });
    expect(data.authNames).toEqual([
      {
        authId: auth.id,
        authType: 1,
        unitName: '有章法考会员',
        exiredTime: auth.expiresAt.toISOString(),
      },
    ]);
    expect(typeof data.lastestLoginTime).toBe('string');
  });

  it('needs a login: an anonymous visitor gets 4106 请先登录', async () => {
    const { token } = await t.webToken();
    expect(await info(token)).toMatchObject({ code: 4106, msg: '请先登录' });
  });

  it('edits the nickname, refusing empty, long and markup names', async () => {
    later(61);
    const { token } = await loginUser(t, '13600000002');
    const edit = (nickName: string) => callContract(t, editNicknameCall, { nickName }, token);
    expect((await edit('  法考必过  ')).data).toEqual({ nickName: '法考必过' });
    expect((await info(token)).data.nickName).toBe('法考必过');
    expect((await edit('')).msg).toBe('输入的数据不合法!（nickName：昵称不能为空）');
    expect((await edit('一'.repeat(21))).msg).toBe(
      '输入的数据不合法!（nickName：昵称最多 20 个字）',
    );
    expect((await edit('<b>x</b>')).msg).toBe(
      '输入的数据不合法!（nickName：昵称不能包含特殊字符）',
    );
  });

  it('moves the account to a new phone after proving the old one', async () => {
    later(61);
    const { token } = await loginUser(t, '13600000003');
    const sendCode = (phone: string, purpose: 'check' | 'change') =>
      callContract(t, sendCodeCall, { phone, purpose }, token);
    expect((await sendCode('13600000099', 'check')).msg).toBe('请填写当前绑定的手机号');
    later(61);
    await sendCode('13600000003', 'check');
    const checked = await callContractOk(
      t,
      checkUserPhoneCall,
      { code: lastCodeFor(t.smsOutbox, '13600000003') },
      token,
    );
    await sendCode('13600000033', 'change');
    const moveWith = (ticket: string) =>
      callContract(
        t,
        editPhoneCall,
        { ticket, phone: '13600000033', code: lastCodeFor(t.smsOutbox, '13600000033') },
        token,
      );
    expect(await moveWith(`${checked.ticket}x`)).toMatchObject({
      code: 4109,
      msg: '身份验证已失效，请重新验证原手机号',
    });
    expect((await moveWith(checked.ticket)).data).toEqual({ phone: '136****0033' });
    expect((await info(token)).data.phone).toBe('136****0033');
  });

  it('refuses to move onto a phone that another account holds', async () => {
    later(61);
    await loginUser(t, '13600000004');
    const { token } = await loginUser(t, '13600000005');
    const envelope = await callContract(
      t,
      sendCodeCall,
      { phone: '13600000004', purpose: 'change' },
      token,
    );
    expect(envelope).toMatchObject({ code: 4108, msg: '该手机号已绑定其他账号' });
  });

  it('uploads an avatar, serves it back, and refuses what is not an image', async () => {
    later(61);
    const { token } = await loginUser(t, '13600000006');
    const upload = async (bytes: Buffer, name: string, type: string) => {
      const body = multipart(bytes, name, type);
      const response = await t.app.inject({
        method: 'POST',
        url: '/flks/auth/edituser/headerlogo',
        headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
        payload: body.payload,
      });
      return t.deps.codec.decrypt(response.body) as {
        code: number;
        msg: string;
        data: { headerlogo: string };
      };
    };
    const ok = await upload(PNG, 'me.png', 'image/png');
    expect(ok.code).toBe(200);
    expect(ok.data.headerlogo).toMatch(/^\/files\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: ok.data.headerlogo });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await info(token)).data.headerlogo).toBe(ok.data.headerlogo);

    const notImage = await upload(Buffer.from('<svg onload=alert(1)>'), 'x.png', 'image/png');
    expect(notImage).toMatchObject({ code: 4107, msg: '请上传 2MB 以内的 JPG、PNG 或 WebP 图片' });
    const tooLarge = await upload(
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      'big.png',
      'image/png',
    );
    expect(tooLarge.code).toBe(4107);
    expect(
      (await t.app.inject({ method: 'GET', url: '/files/avatars/../../etc/passwd' })).statusCode,
    ).toBe(404);

    // A new avatar replaces the file of the old one: 20 uploads keep one file, not 20 (issue 27).
    const second = await upload(PNG, 'again.png', 'image/png');
    expect(second.code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: second.data.headerlogo })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: ok.data.headerlogo })).statusCode).toBe(404);
  });

  it('takes at most 20 uploads per user and hour, even in parallel (4029)', async () => {
    later(61);
    const { token } = await loginUser(t, '13600000016');
    const body = multipart(PNG, 'me.png', 'image/png');
    const answers = await Promise.all(
      Array.from({ length: 24 }, async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/flks/auth/edituser/headerlogo',
          headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
          payload: body.payload,
        });
        return (t.deps.codec.decrypt(response.body) as { code: number }).code;
      }),
    );
    expect(answers.filter((code) => code === 200)).toHaveLength(20);
    expect(answers.filter((code) => code === 4029)).toHaveLength(4);
  });

  it('cancels the account: every session ends and the phone may sign up afresh', async () => {
    later(61);
    const first = await loginUser(t, '13600000007');
    later(61);
    const second = await loginUser(t, '13600000007');
    const refused = await callContract(t, cancelUserCall, looseBody({}), second.token);
    expect(refused.msg).toBe('输入的数据不合法!（confirm：请确认注销账号）');
    const cancelled = await callContract(t, cancelUserCall, { confirm: true }, second.token);
    expect(cancelled.data).toEqual({ cancelled: true });
    expect((await info(first.token)).code).toBe(5007);
    expect((await info(second.token)).code).toBe(5007);
    later(61);
    const again = await loginUser(t, '13600000007');
    expect((await info(again.token)).data.nickName).toBe('用户0007');
  });
});
