import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunSmsSender, signAliyunRpc } from './aliyun-sms-sender';

// A local stand-in for the gateway checks what it receives exactly as the gateway does:
// every required parameter, and the signature recomputed with the shared secret.

const SECRET = 'test-access-key-secret';
let answer: { Code: string; Message: string } = { Code: 'OK', Message: 'OK' };
const received: Record<string, string>[] = [];
let base = '';
const server = createServer((req, res) => {
  const params = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
  received.push(params);
  const { Signature, ...signed } = params;
  const genuine = Signature === signAliyunRpc(signed, SECRET);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify(genuine ? answer : { Code: 'SignatureDoesNotMatch', Message: 'bad signature' }),
  );
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sender = (secret = SECRET) =>
  createAliyunSmsSender({
    endpoint: base,
    accessKeyId: 'test-id',
    accessKeySecret: secret,
    signName: '有章法考',
    templateCode: 'SMS_000001',
    now: () => new Date('2026-11-21T08:00:00.123Z'),
  });

describe('the Aliyun SMS sender', () => {
  it('signs the documented example exactly as Alibaba Cloud does', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signAliyunRpc(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends SendSms with the template parameter and a valid signature', async () => {
    answer = { Code: 'OK', Message: 'OK' };
    await sender().send({ phone: '13800000000', code: '123456', text: 'ignored by templates' });
    expect(received.at(-1)).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13800000000',
      SignName: '有章法考',
      TemplateCode: 'SMS_000001',
      TemplateParam: '{"code":"123456"}',
      Timestamp: '2026-11-21T08:00:00Z',
      AccessKeyId: 'test-id',
    });
  });

  it('throws when the gateway refuses, with its reason', async () => {
    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' };
    await expect(sender().send({ phone: '13800000000', code: '1', text: '' })).rejects.toThrow(
      'isv.BUSINESS_LIMIT_CONTROL',
    );
    await expect(
      sender('wrong-secret').send({ phone: '13800000000', code: '1', text: '' }),
    ).rejects.toThrow('SignatureDoesNotMatch');
  });
});
