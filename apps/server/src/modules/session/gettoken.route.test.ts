import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTokenCall } from '@yzfk/contract/calls/auth';
import { callContract, callContractReply, looseBody } from '../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

describe.each(TEST_DATABASES)('POST /flks/auth/gettoken on %s', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('gives a visitor of a known domain a token pair and a session', async () => {
    const { status, envelope } = await callContractReply(
      t,
      getTokenCall,
      { domainName: 'LocalHost' },
      { query: { tk: String(Date.now()) } },
    );
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ code: 200, success: true, msg: '成功' });
    expect(envelope.data.token.split('.')).toHaveLength(3);
    expect(envelope.data.refreshToken).toMatch(/^rt_/);
    expect(envelope.data.expires_in).toBe(900);
    const claims = JSON.parse(
      Buffer.from(envelope.data.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { sid: string };
    const session = await t.deps.sessions.authenticate(envelope.data.token);
    expect(session.session.id).toBe(claims.sid);
    expect(session.session.kind).toBe('web');
  });

  it('serves 127.0.0.1 too', async () => {
    const envelope = await callContract(t, getTokenCall, { domainName: '127.0.0.1' });
    expect(envelope.success).toBe(true);
  });

  it('refuses a domain no site answers to with 4003 and names it', async () => {
    const { status, envelope } = await callContractReply(t, getTokenCall, {
      domainName: 'unknown.example.com',
    });
    expect(status).toBe(404);
    expect(envelope).toEqual({
      code: 4003,
      success: false,
      msg: '该域名未开通站点：unknown.example.com',
      data: null,
    });
  });

  it('refuses a malformed domain or tk with 4000 and a Chinese reason', async () => {
    const bad = await callContract(t, getTokenCall, { domainName: 'a b/c' });
    expect(bad.code).toBe(4000);
    expect(bad.msg).toBe('输入的数据不合法!（domainName：域名格式不正确）');
    const missing = await callContract(t, getTokenCall, looseBody({}));
    expect(missing.code).toBe(4000);
    expect(missing.msg).toMatch(/^输入的数据不合法!（domainName：/);
    const tk = await callContract(
      t,
      getTokenCall,
      { domainName: 'localhost' },
      { query: { tk: '<script>' } },
    );
    expect(tk.msg).toBe('输入的数据不合法!（tk：tk 参数格式不正确）');
  });

  it('refuses wrong types with 4000', async () => {
    const { status, envelope } = await callContractReply(
      t,
      getTokenCall,
      looseBody({ domainName: 42 }),
    );
    expect(status).toBe(400);
    expect(envelope.code).toBe(4000);
    expect(envelope.msg).toMatch(/^输入的数据不合法!（domainName：/);
  });
});

describe.each(TEST_DATABASES)('gettoken limit per client address on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(kind, {
      now: () => now,
      env: { GETTOKEN_PER_IP_PER_MINUTE: '3', TRUSTED_PROXIES: '127.0.0.1' },
    });
  });
  afterAll(() => t.close());

  /** gettoken as a browser behind the trusted proxy at `ip` would send it. */
  async function getToken(ip: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/flks/auth/gettoken',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': ip },
      payload: t.deps.codec.encrypt({ domainName: 'localhost' }),
    });
    return {
      status: response.statusCode,
      retryAfter: response.headers['retry-after'],
      envelope: t.deps.codec.decrypt(response.body) as { code: number; msg: string },
    };
  }

  it('answers 4029 with Retry-After past the limit, and again once the minute is over', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await getToken('203.0.113.10')).envelope.code);
    expect(codes).toEqual([200, 200, 200, 4029]);
    now = new Date(now.getTime() + 20_000);
    const refused = await getToken('203.0.113.10');
    expect(refused.status).toBe(429);
    expect(refused.envelope).toMatchObject({ code: 4029, msg: '请求过于频繁，请稍后再试' });
    expect(refused.retryAfter).toBe('40');
    now = new Date(now.getTime() + 40_000);
    expect((await getToken('203.0.113.10')).envelope.code).toBe(200);
  });

  it('counts each address on its own, and an IPv6 /64 as one', async () => {
    for (let i = 0; i < 3; i++) await getToken('203.0.113.20');
    expect((await getToken('203.0.113.20')).envelope.code).toBe(4029);
    expect((await getToken('203.0.113.21')).envelope.code).toBe(200);
    const sameNetwork = [
      '2001:db8:0:1::1',
      '2001:db8:0:1::2',
      '2001:db8:0:1::3',
      '2001:db8:0:1::4',
    ];
    const codes = [];
    for (const ip of sameNetwork) codes.push((await getToken(ip)).envelope.code);
    expect(codes).toEqual([200, 200, 200, 4029]);
    expect((await getToken('2001:db8:0:2::1')).envelope.code).toBe(200);
  });
});
