import { describe, expect, it } from 'vitest';
import { ipLimitKey } from './ip-limit-key';

describe('ipLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(ipLimitKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts the addresses of one IPv6 /64 together, however they are written', () => {
    expect(ipLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ipLimitKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(ipLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(ipLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(ipLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(ipLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('leaves anything else as it is', () => {
    expect(ipLimitKey('unknown')).toBe('unknown');
  });
});
