import { describe, expect, it } from 'vitest';
import { filterChange, oneOf, pageParam, textParam } from './url-filters';

describe('url filters', () => {
  const params = (query: string) => new URLSearchParams(query);

  it('reads a known value, a page and a trimmed, cut text, and drops what it cannot read', () => {
    expect(oneOf(['a', 'b'] as const, 'b')).toBe('b');
    expect(oneOf(['a', 'b'] as const, 'c')).toBeUndefined();
    expect(oneOf(['a', 'b'] as const, null)).toBeUndefined();
    expect(pageParam(params('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=2.5', 'page=x', 'page=10001', '']) {
      expect(pageParam(params(bad))).toBe(1);
    }
    expect(textParam(params('q=%20宪法%20'), 'q', 50)).toBe('宪法');
    expect(textParam(params('q=一二三四'), 'q', 2)).toBe('一二');
    expect(textParam(params('q=%20%20'), 'q', 50)).toBeUndefined();
  });

  it('leaves the default sort out of the URL and clears empty values', () => {
    expect(filterChange('sort', 'newest', 'newest')).toEqual({ sort: undefined });
    expect(filterChange('sort', 'popular', 'newest')).toEqual({ sort: 'popular' });
    expect(filterChange('q', '  ', 'newest')).toEqual({ q: undefined });
  });
});
