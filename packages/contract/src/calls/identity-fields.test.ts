import { describe, expect, it } from 'vitest';
import { ZCidrSchema, ZPhoneSchema, isCidr } from './identity-fields';
import { IP_RANGE_CASES } from './ip-range-cases';

describe('isCidr', () => {
  it.each(IP_RANGE_CASES)('$text is $verdict', ({ text, verdict }) => {
    expect(isCidr(text)).toBe(verdict === 'accepted');
  });
});

describe('ZCidrSchema', () => {
  function messageOf(text: string) {
    const result = ZCidrSchema.safeParse(text);
    return result.success ? undefined : result.error.issues[0]?.message;
  }
  it('trims a range and refuses an unreadable one with an example', () => {
    expect(ZCidrSchema.parse(' 202.112.0.0/16 ')).toBe('202.112.0.0/16');
    expect(messageOf('1.2.3')).toBe('IP 段格式不正确，例如 202.112.0.0/16');
    expect(messageOf('1.2.3.4\u0000')).toBe('不能包含控制字符');
  });
  it('refuses host bits right of the prefix, naming the network meant', () => {
    expect(messageOf('10.1.2.3/8')).toBe('IP 段 10.1.2.3/8 的主机位不为 0，应写作 10.0.0.0/8');
    expect(messageOf('2001:db8:0:0:1::1/64')).toBe(
      'IP 段 2001:db8:0:0:1::1/64 的主机位不为 0，应写作 2001:db8::/64',
    );
  });
});

describe('ZPhoneSchema', () => {
  it('takes mainland mobile numbers only', () => {
    expect(ZPhoneSchema.safeParse(' 13800000000 ').data).toBe('13800000000');
    for (const bad of ['12800000000', '1380000000', '138000000000', '+8613800000000']) {
      expect(ZPhoneSchema.safeParse(bad).success).toBe(false);
    }
  });
  it('refuses control characters', () => {
    expect(ZPhoneSchema.safeParse('13800000000\u0000').success).toBe(false);
  });
});
