import { describe, expect, it } from 'vitest';
import { markTerms } from '../../components/mark-terms';
import { citationOf, linkedOrdinal, mapMovedOrdinal } from './law-articles';

describe('law articles and citations', () => {
  it('cites an article as lawyers write it', () => {
    expect(citationOf('中华人民共和国民法典', '第一千零八十四条', 'article')).toBe(
      '《中华人民共和国民法典》第一千零八十四条',
    );
    expect(citationOf('中华人民共和国刑法修正案（十一）', '二', 'item')).toBe(
      '《中华人民共和国刑法修正案（十一）》第二项',
    );
  });

  it('marks every occurrence of the terms, longest first', () => {
    expect(markTerms('诉讼时效期间，时效', ['时效', '诉讼时效'])).toEqual([
      { text: '诉讼时效', hit: true },
      { text: '期间，', hit: false },
      { text: '时效', hit: true },
    ]);
  });

  it('maps the linked article of a retired law to the law that replaced it', () => {
    const pairs: [number, number][] = [
      [1, 1],
      [2, 188],
    ];
    expect(mapMovedOrdinal(pairs, linkedOrdinal('#art-2'))).toBe(188);
    expect(mapMovedOrdinal(pairs, linkedOrdinal('#art-7'))).toBeUndefined();
    expect(mapMovedOrdinal(pairs, linkedOrdinal(''))).toBeUndefined();
  });
});
