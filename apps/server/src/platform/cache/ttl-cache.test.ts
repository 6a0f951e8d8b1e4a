import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.set('a', 1);
    now = 99;
    expect(cache.get('a')).toBe(1);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry past its size', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('keeps nothing when its time-to-live is zero', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 0, maxEntries: 10 });
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
