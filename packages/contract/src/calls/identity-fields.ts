import { z } from 'zod';

/** A mainland China mobile number: 11 digits starting 13–19. */
export const ZPhoneSchema = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确的 11 位手机号');

/** An SMS code: exactly 6 digits. */
export const ZSmsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '验证码为 6 位数字');

/** What an SMS code is for; a code only works for the purpose it was sent for. */
export const SMS_PURPOSES = ['login', 'bind', 'check', 'change'] as const;
export type TSmsPurpose = (typeof SMS_PURPOSES)[number];

/** One authorisation of the user (spec: unitName and exiredTime, spelled so). */
export const ZAuthEntrySchema = z.object({
  authId: z.number().int(),
  /** 1 personal, 2 unit (organisation). */
  authType: z.number().int(),
  unitName: z.string(),
  /** Expiry as an ISO time stamp; the client shows it as YYYY-MM-DD. */
  exiredTime: z.string(),
});
export type TAuthEntry = z.infer<typeof ZAuthEntrySchema>;

/** Login types: 1 phone + code, 2 organisation IP range, 3 WeChat. */
export const LOGIN_TYPES = { phone: 1, ip: 2, wechat: 3 } as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Whether a text is an IPv4 or IPv6 range in CIDR notation (a bare address counts as /32, /128). */
export function isCidr(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  if (rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return false;
  if (IPV4.test(address)) return prefix === undefined || Number(prefix) <= 32;
  const groups = address.split('::');
  const valid =
    groups.length <= 2 &&
    groups.every(
      (part) => part === '' || part.split(':').every((g) => /^[0-9a-f]{1,4}$/i.test(g)),
    ) &&
    (groups.length === 2 || address.split(':').length === 8) &&
    address.includes(':');
  return valid && (prefix === undefined || Number(prefix) <= 128);
}

/** An IP range such as 202.112.0.0/16. */
export const ZCidrSchema = z.string().trim().refine(isCidr, 'IP 段格式不正确，例如 202.112.0.0/16');
