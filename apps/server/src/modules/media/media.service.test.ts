import { describe, expect, it } from 'vitest';
import { cacheableExpiryS } from './media.service';

describe('cacheableExpiryS', () => {
  const hour = 3_600;
  const ttl = 7_200;

  it('keeps at least the normal life and ends on a whole hour', () => {
    const now = 1_800_000_123;
    const expiry = cacheableExpiryS(now, ttl);
    expect(expiry % hour).toBe(0);
    expect(expiry - now).toBeGreaterThanOrEqual(ttl);
    expect(expiry - now).toBeLessThan(ttl + hour);
  });

  it('gives the same expiry for every moment of an hour, and the next hour after it', () => {
    const start = 1_800_000_000 - (1_800_000_000 % hour) - ttl;
    const first = cacheableExpiryS(start + 1, ttl);
    expect(cacheableExpiryS(start + hour, ttl)).toBe(first);
    expect(cacheableExpiryS(start + hour + 1, ttl)).toBe(first + hour);
  });

  it('leaves an expiry already on the hour as it is', () => {
    expect(cacheableExpiryS(10 * hour - ttl, ttl)).toBe(10 * hour);
  });
});
