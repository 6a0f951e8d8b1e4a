import { z } from 'zod';
import { zText } from '../fields';
import { parseIpRange } from './ip-range';

/** A mainland China mobile number: 11 digits starting 13–19. */
export const ZPhoneSchema = zText({ max: 20, maxMessage: '请输入正确的 11 位手机号' }).regex(
  /^1[3-9]\d{9}$/,
  '请输入正确的 11 位手机号',
);

/** An SMS code: exactly 6 digits. */
export const ZSmsCodeSchema = zText({ max: 10, maxMessage: '验证码为 6 位数字' }).regex(
  /^\d{6}$/,
  '验证码为 6 位数字',
);

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

/** Whether PostgreSQL's `cidr` reads a text as the very range it says (see ip-range.ts). */
export function isCidr(text: string): boolean {
  return parseIpRange(text).ok;
}

export const CIDR_FORMAT_MESSAGE = 'IP 段格式不正确，例如 202.112.0.0/16';

/**
 * An IP range such as 202.112.0.0/16. A range with host bits set (10.1.2.3/8) is refused, with
 * the network it probably meant, rather than widened without the user seeing it.
 */
export const ZCidrSchema = zText({ max: 64, maxMessage: CIDR_FORMAT_MESSAGE }).superRefine(
  (text, context) => {
    const result = parseIpRange(text);
    if (result.ok) return;
    context.addIssue({
      code: 'custom',
      message:
        result.reason === 'host-bits'
          ? `IP 段 ${text} 的主机位不为 0，应写作 ${result.network}`
          : CIDR_FORMAT_MESSAGE,
    });
  },
);
