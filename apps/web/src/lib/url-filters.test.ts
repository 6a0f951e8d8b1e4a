import { describe, expect, it } from 'vitest';
import { catalogueFilters, filterChange, oneOf, pageParam, textParam } from './url-filters';

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

  it('reads a catalogue address: a known category and sort, the search cut to 50 characters', () => {
    const catalogue = catalogueFilters(
      ['考试用书', '法条汇编'] as const,
      ['newest', 'title'] as const,
      'newest',
    );
    expect(
      catalogue.fromParams(params(`category=法条汇编&q=${'法'.repeat(60)}&sort=title&page=2`)),
    ).toEqual({
      category: '法条汇编',
      q: '法'.repeat(50),
      sort: 'title',
      page: 2,
    });
    expect(catalogue.fromParams(params('category=小说&sort=price'))).toEqual({
      category: undefined,
      q: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(catalogue.change('sort', 'newest')).toEqual({ sort: undefined });
  });
});
