import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

type TTokens = { token: string; refreshToken: string; expires_in: number };

describe.each(TEST_DATABASES)('POST /flks/auth/gettoken on %s', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('gives a visitor of a known domain a token pair and a session', async () => {
    const { status, envelope } = await t.call<TTokens>(
      '/flks/auth/gettoken',
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
    const { envelope } = await t.call('/flks/auth/gettoken', { domainName: '127.0.0.1' });
    expect(envelope.success).toBe(true);
  });

  it('refuses a domain no site answers to with 4003 and names it', async () => {
    const { status, envelope } = await t.call('/flks/auth/gettoken', {
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
    const bad = await t.call('/flks/auth/gettoken', { domainName: 'a b/c' });
    expect(bad.envelope.code).toBe(4000);
    expect(bad.envelope.msg).toBe('输入的数据不合法!（domainName：域名格式不正确）');
    const missing = await t.call('/flks/auth/gettoken', {});
    expect(missing.envelope.code).toBe(4000);
    expect(missing.envelope.msg).toMatch(/^输入的数据不合法!（domainName：/);
    const tk = await t.call(
      '/flks/auth/gettoken',
      { domainName: 'localhost' },
      { query: { tk: '<script>' } },
    );
    expect(tk.envelope.msg).toBe('输入的数据不合法!（tk：tk 参数格式不正确）');
  });

  it('refuses wrong types with 4000', async () => {
    const { status, envelope } = await t.call('/flks/auth/gettoken', { domainName: 42 });
    expect(status).toBe(400);
    expect(envelope.code).toBe(4000);
    expect(envelope.msg).toMatch(/^输入的数据不合法!（domainName：/);
  });
});
