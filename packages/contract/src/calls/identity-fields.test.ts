import { describe, expect, it } from 'vitest';
import { ZPhoneSchema, isCidr } from './identity-fields';

describe('isCidr', () => {
  it.each([
    '202.112.0.0/16',
    '127.0.0.1',
    '10.0.0.0/8',
    '0.0.0.0/0',
    '2001:db8::/32',
    '::1',
    'fe80::1/128',
  ])('accepts %s', (text) => expect(isCidr(text)).toBe(true));
  it.each([
    '256.0.0.0/8',
    '1.2.3.4/33',
    '1.2.3/24',
    'abc',
    '1.2.3.4/8/9',
    '2001:db8::/129',
    ':::1',
    '',
  ])('refuses %s', (text) => expect(isCidr(text)).toBe(false));
});

describe('ZPhoneSchema', () => {
  it('takes mainland mobile numbers only', () => {
    expect(ZPhoneSchema.safeParse(' 13800000000 ').data).toBe('13800000000');
    for (const bad of ['12800000000', '1380000000', '138000000000', '+8613800000000']) {
      expect(ZPhoneSchema.safeParse(bad).success).toBe(false);
    }
  });
});
