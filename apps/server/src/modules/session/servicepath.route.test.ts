import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePathCall } from '@yzfk/contract/calls/auth';
import { callContract, callContractReply } from '../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

describe.each(TEST_DATABASES)('POST /flks/auth/servicepath on %s', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers the site's home path", async () => {
    const { token } = await t.webToken();
    const envelope = await callContract(t, servicePathCall, {}, token);
    expect(envelope).toEqual({
      code: 200,
      success: true,
      msg: '成功',
      data: { path: '/Template/yzfk/home' },
    });
  });

  it('takes a request without a body as an empty payload', async () => {
    const { token } = await t.webToken();
    const response = await t.app.inject({
      method: 'POST',
      url: '/flks/auth/servicepath',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(t.deps.codec.decrypt(response.body)).toMatchObject({
      data: { path: '/Template/yzfk/home' },
    });
  });

  it('needs a token', async () => {
    const { status, envelope } = await callContractReply(t, servicePathCall, {});
    expect(status).toBe(401);
    expect(envelope).toMatchObject({ code: 4010, msg: '请先获取访问令牌' });
  });
});
