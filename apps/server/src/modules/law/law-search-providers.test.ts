import { describe, expect, it } from 'vitest';
import { articleHitTitle } from './law-search-providers';

describe('an article hit title', () => {
  const hit = { lawTitle: '中华人民共和国刑法', level: '法律', headings: ['第二节 累犯'] };

  it('names the law and the article', () => {
    expect(articleHitTitle({ ...hit, number: '第六十五条' })).toBe('中华人民共和国刑法 第六十五条');
  });

  it('reads an amending law item as 第X项, never a bare number', () => {
    expect(
      articleHitTitle({ ...hit, lawTitle: '中华人民共和国刑法修正案（十一）', number: '一' }),
    ).toBe('中华人民共和国刑法修正案（十一） 第一项');
  });

  it('names a case or unnumbered text by its title and section, never null', () => {
    const kase = { lawTitle: '消费者可以请求三倍赔偿', level: '案例', headings: ['裁判要点'] };
    expect(articleHitTitle({ ...kase, number: null })).toBe('消费者可以请求三倍赔偿 · 裁判要点');
    expect(articleHitTitle({ ...kase, number: '一' })).toBe('消费者可以请求三倍赔偿 · 裁判要点');
    expect(articleHitTitle({ ...hit, headings: [], number: null })).toBe('中华人民共和国刑法');
  });
});
