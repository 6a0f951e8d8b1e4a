import { describe, expect, it } from 'vitest';
import { parseCitation } from './law-pinned';

describe('a cited article', () => {
  it('reads 民法典 188, 民法典第188条, 刑法第二十条 and 刑法第一百三十三条之一', () => {
    const number = (query: string) => parseCitation(query)?.[0]?.number;
    expect(number('民法典 188')).toBe('第一百八十八条');
    expect(number('民法典第188条')).toBe('第一百八十八条');
    expect(number('刑法第二十条')).toBe('第二十条');
    expect(number('刑法第一百三十三条之一')).toBe('第一百三十三条之一');
    expect(number('民法典1165')).toBe('第一千一百六十五条');
  });

  it('tries the title with 中华人民共和国 first, and knows the short names of the procedure laws', () => {
    expect(parseCitation('刑法 20')?.map((article) => article.law)).toEqual([
      '中华人民共和国刑法',
      '刑法',
    ]);
    expect(parseCitation('刑诉法 56')?.[0]?.law).toBe('中华人民共和国刑事诉讼法');
  });

  it('is no citation without a number, or with a bare Chinese numeral', () => {
    expect(parseCitation('民法典')).toBeUndefined();
    expect(parseCitation('诉讼时效三年')).toBeUndefined();
    expect(parseCitation('正当防卫')).toBeUndefined();
    expect(parseCitation('民法典 0')).toBeUndefined();
  });
});
