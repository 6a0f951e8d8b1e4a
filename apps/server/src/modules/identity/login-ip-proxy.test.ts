import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginIpCall } from '@yzfk/contract/calls/auth-login';
import { createOrganisation } from './identity-fixtures';
import { callContract } from '../../platform/testing/call-contract';
import { startTestApp, type TTestApp } from '../../test-app';

// Behind a load balancer the client address is in X-Forwarded-For, believed only when the
// request comes from one of TRUSTED_PROXIES (here the test's own 127.0.0.1).

describe('IP login behind trusted proxies', () => {
  let trusting: TTestApp;
  let plain: TTestApp;
  beforeAll(async () => {
    trusting = await startTestApp('pglite', { env: { TRUSTED_PROXIES: '127.0.0.1' } });
    plain = await startTestApp('pglite');
    await createOrganisation(trusting, '示例检察学院', ['203.0.113.0/24']);
    await createOrganisation(plain, '示例检察学院', ['203.0.113.0/24']);
  });
  afterAll(async () => {
    await trusting.close();
    await plain.close();
  });

  async function loginIp(t: TTestApp, forwardedFor: string) {
    const { token } = await t.webToken();
    return callContract(t, loginIpCall, {}, { token, forwardedFor });
  }

  it('takes the forwarded address from a trusted proxy', async () => {
    const reply = await loginIp(trusting, '203.0.113.7');
    expect(reply).toMatchObject({
      code: 200,
      data: { ip: '203.0.113.7', nickname: '示例检察学院' },
    });
  });

  it('ignores X-Forwarded-For from anyone else, so it cannot be forged', async () => {
    expect((await loginIp(plain, '203.0.113.7')).code).toBe(4104);
  });
});
