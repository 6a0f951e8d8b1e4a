import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

// Every kind of bad request gets its own code and a Chinese message, is logged once, and is
// never a 500 or a stack trace.

const codec = createNodeEnvelopeCodec(DEVELOPMENT_ENVELOPE_KEY);

describe.each(TEST_DATABASES)('bad input on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.webToken()).token;
  });
  afterAll(() => t.close());

  const cases: [
    string,
    () => Promise<{ status: number; envelope: { code: number; msg: string } }>,
    number,
    number,
    string,
  ][] = [
    [
      'a body that is not base64',
      () =>
        t.call('/flks/pagesection/get', undefined, { token, rawBody: '{"pageValue":"headMenu"}' }),
      400,
      4001,
      '请求数据无法解密，请刷新页面后重试',
    ],
    [
      'a body sealed with another key',
      () =>
        t.call('/flks/pagesection/get', undefined, {
          token,
          rawBody: createNodeEnvelopeCodec(Buffer.alloc(32, 1).toString('base64')).encrypt({
            pageValue: 'headMenu',
          }),
        }),
      400,
      4001,
      '请求数据无法解密，请刷新页面后重试',
    ],
    [
      'a sealed body that is not JSON',
      () =>
        t.call('/flks/pagesection/get', undefined, {
          token,
          rawBody: codec.encryptText('{pageValue:'),
        }),
      400,
      4002,
      '请求数据不是有效的 JSON',
    ],
    [
      'plain JSON instead of an envelope',
      () =>
        t.call('/flks/pagesection/get', undefined, {
          token,
          rawBody: '{}',
          contentType: 'application/json',
        }),
      415,
      4015,
      '请求数据格式不受支持',
    ],
    [
      'a body over the limit',
      () => t.call('/flks/pagesection/get', { pageValue: 'x'.repeat(1_100_000) }, { token }),
      413,
      4013,
      '请求数据过大',
    ],
    [
      'an unknown call',
      () => t.call('/flks/nothing/here', {}, { token }),
      404,
      4004,
      '请求的接口不存在',
    ],
    [
      'GET on a POST call',
      () => t.call('/flks/auth/gettoken', undefined, { method: 'GET' }),
      405,
      4005,
      '请求方式不正确',
    ],
    [
      'a JSON array where an object belongs',
      () => t.call('/flks/pagesection/get', [1, 2], { token }),
      400,
      4000,
      '输入的数据不合法!（请求数据必须是 JSON 对象）',
    ],
  ];

  it.each(cases)('%s gets its own code', async (_name, send, status, code, msg) => {
    const before = t.logs.length;
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.envelope).toEqual({ code, msg, success: false, data: null });
    const refusals = t.logs.slice(before).filter((line) => line.includes('"request refused"'));
    expect(refusals).toHaveLength(1);
    expect(t.logs.slice(before).join('')).not.toMatch(/"level":50|\bat .+\.ts:\d+/);
  });
});
