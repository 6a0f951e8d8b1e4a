import { describe, expect, it } from 'vitest';
import { lawNameIndex } from './law-names';
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

  it('reads 刑法120条之一, 刑法287条之二, 《刑法》第二十条第三款 and 民法典第586条', () => {
    const number = (query: string) => parseCitation(query)?.[0]?.number;
    expect(number('刑法120条之一')).toBe('第一百二十条之一');
    expect(number('刑法287条之二')).toBe('第二百八十七条之二');
    expect(number('《刑法》第二十条第三款')).toBe('第二十条');
    expect(number('民法典第586条')).toBe('第五百八十六条');
    expect(number('劳动合同法第39条')).toBe('第三十九条');
  });

  it('tries the title with 中华人民共和国 first, or the titles a short name means', () => {
    expect(parseCitation('刑法 20')?.map((article) => article.law)).toEqual([
      '中华人民共和国刑法',
      '刑法',
    ]);
    const index = lawNameIndex([{ title: '中华人民共和国刑事诉讼法' }]);
    const titles = (name: string) => index.get(name) ?? [];
    expect(parseCitation('刑诉法第五十六条', titles)?.[0]).toEqual({
      law: '中华人民共和国刑事诉讼法',
      number: '第五十六条',
    });
    expect(parseCitation('刑诉 56', titles)?.[0]?.law).toBe('中华人民共和国刑事诉讼法');
  });

  it('is no citation without a number, or with a bare Chinese numeral', () => {
    expect(parseCitation('民法典')).toBeUndefined();
    expect(parseCitation('诉讼时效三年')).toBeUndefined();
    expect(parseCitation('正当防卫')).toBeUndefined();
    expect(parseCitation('民法典 0')).toBeUndefined();
  });
});
