import { describe, expect, it } from 'vitest';
import { articleNumberOf, normaliseConceptTerm, readConceptEntries } from './concept-file';
import defaultConcepts from './concepts.json';

const law = '中华人民共和国民法典';

describe('the concept file', () => {
  it('writes article numbers as statutes do', () => {
    expect(articleNumberOf(533)).toBe('第五百三十三条');
    expect(articleNumberOf('1084')).toBe('第一千零八十四条');
    expect(articleNumberOf(10)).toBe('第十条');
    expect(articleNumberOf(110)).toBe('第一百一十条');
    expect(articleNumberOf(1010)).toBe('第一千零一十条');
    expect(articleNumberOf('133之一')).toBe('第一百三十三条之一');
    expect(articleNumberOf('第二十条')).toBe('第二十条');
    expect(articleNumberOf('第x条')).toBeUndefined();
    expect(articleNumberOf(0)).toBeUndefined();
  });

  it('keeps the usable rows and rejects the others with a reason', () => {
    const { concepts, rejected } = readConceptEntries([
      {
        name: '情势变更',
        subject: '民法',
        synonyms: ['情事变更'],
        articles: [{ law, article: 533 }],
      },
      { name: '', subject: '民法', articles: [{ law, article: 1 }] },
      { name: '无条文', subject: '民法', articles: [] },
      { name: '坏条号', subject: '民法', articles: [{ law, article: '五百' }] },
      { name: '情势变更', subject: '民法', articles: [{ law, article: 533 }] },
      {
        name: '情势变更原则',
        subject: '民法',
        synonyms: ['情事 变更'],
        articles: [{ law, article: 533 }],
      },
      'text',
    ]);
    expect(concepts).toEqual([
      {
        name: '情势变更',
        subject: '民法',
        terms: ['情势变更', '情事变更'],
        articles: [{ law, number: '第五百三十三条' }],
        quotes: [undefined],
      },
    ]);
    expect(rejected.map((row) => [row.index, row.reason])).toEqual([
      [1, '缺少概念名称 name'],
      [2, '至少需要一个定义条文 articles'],
      [3, '第 1 个条文的条号无法识别：五百'],
      [4, '概念名称重复'],
      [5, '检索词“情事变更”已属于概念“情势变更”'],
      [6, '不是对象'],
    ]);
  });

  it('compares terms without spaces, punctuation or case', () => {
    expect(normaliseConceptTerm(' 情势 变更 ')).toBe('情势变更');
    expect(normaliseConceptTerm('窝藏、包庇罪')).toBe('窝藏包庇罪');
  });

  it('ships at least 150 usable concepts across the subjects', () => {
    const { concepts, rejected } = readConceptEntries(defaultConcepts);
    expect(rejected).toEqual([]);
    expect(concepts.length).toBeGreaterThanOrEqual(150);
    expect(new Set(concepts.map((concept) => concept.subject))).toEqual(
      new Set(['民法', '刑法', '行政法', '民诉', '刑诉', '商法', '宪法']),
    );
  });
});
