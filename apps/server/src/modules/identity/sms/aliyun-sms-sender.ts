import { createHmac, randomUUID } from 'node:crypto';
import type { TSmsSender } from './sms-sender';

export type TAliyunSmsOptions = {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  now: () => Date;
};

/** RFC 3986 encoding as Alibaba Cloud's RPC signature wants it. */
function percentEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/!/g, '%21')
    .replace(/'/g, '%27')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/\*/g, '%2A');
}

/**
 * Signs RPC-style parameters (signature method HMAC-SHA1, version 1.0): sort, encode, build
 * `GET&%2F&<encoded query>`, HMAC-SHA1 with `<secret>&`, base64.
 */
export function signAliyunRpc(params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');
  const toSign = `GET&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

/** Sends through Alibaba Cloud SMS (Dysmsapi SendSms), with the template parameter `code`. */
export function createAliyunSmsSender(options: TAliyunSmsOptions): TSmsSender {
  return {
    async send({ phone, code }) {
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: 'cn-hangzhou',
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: options.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: options
          .now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const signature = signAliyunRpc(params, options.accessKeySecret);
      const query = new URLSearchParams({ ...params, Signature: signature });
      const response = await fetch(`${options.endpoint.replace(/\/+$/, '')}/?${query.toString()}`, {
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
      if (!response.ok || body.Code !== 'OK') {
        throw new Error(
          `Aliyun SMS refused: ${body.Code ?? response.status} ${body.Message ?? ''}`,
        );
      }
    },
  };
}
