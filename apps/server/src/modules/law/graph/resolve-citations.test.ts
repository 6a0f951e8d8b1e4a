import { describe, expect, it } from 'vitest';
import { citationKind } from './citation-kind';
import { bareNamesOf, createCitationResolver, type TGraphDocument } from './resolve-citations';

function doc(
  id: number,
  title: string,
  publishedAt: string | null,
  articles: number[],
  fields: Partial<TGraphDocument> = {},
): TGraphDocument {
  return {
    id,
    title,
    versionGroup: title,
    level: '法律',
    publishedAt,
    effectiveAt: null,
    status: '现行有效',
    articles: new Map(articles.map((key) => [key, id * 1_000_000 + Math.round(key * 100)])),
    ...fields,
  };
}

const company2018 = doc(1, '中华人民共和国公司法', '2018-10-26', [16, 71], { status: '已修改' });
const company2023 = doc(2, '中华人民共和国公司法', '2023-12-29', [16, 84]);
const criminal = doc(3, '中华人民共和国刑法', '2023-12-29', [264, 287.01]);
const interpretation2020 = doc(
  10,
  '最高人民法院关于适用《中华人民共和国公司法》若干问题的规定（四）',
  '2020-12-29',
  [3],
  {
    level: '司法解释',
  },
);
const interpretation2013 = doc(
  11,
  '最高人民法院关于办理盗窃刑事案件适用法律若干问题的解释',
  '2013-04-02',
  [1],
  {
    level: '司法解释',
  },
);
const undated = doc(12, '某案例', null, [], { level: '案例' });
const resolve = createCitationResolver([company2018, company2023, criminal, interpretation2020]);

describe('resolveCitation', () => {
  it('resolves to the version published when the citing document was (公司法 2018 for a 2020 text)', () => {
    expect(resolve(interpretation2020, { name: '公司法', articles: [71] })).toEqual({
      resolved: [{ lawId: 1, articleId: 1_007_100 }],
      unresolved: [],
    });
  });

  it('resolves to the current version when the citing document has no date', () => {
    expect(resolve(undated, { name: '中华人民共和国公司法', articles: [84] }).resolved).toEqual([
      { lawId: 2, articleId: 2_008_400 },
    ]);
  });

  it('resolves to the earliest version the library has when all are later (刑法 kept as one text)', () => {
    expect(resolve(interpretation2013, { name: '刑法', articles: [264, 287.01] }).resolved).toEqual(
      [
        { lawId: 3, articleId: 3_026_400 },
        { lawId: 3, articleId: 3_028_701 },
      ],
    );
  });

  it('reports, never guesses: unknown names and articles the version lacks', () => {
    expect(resolve(interpretation2020, { name: '公司法', articles: [84] }).unresolved).toEqual([
      { name: '公司法', article: 84, reason: '条文不存在' },
    ]);
    expect(resolve(interpretation2020, { name: '民法通则', articles: [5] }).unresolved).toEqual([
      { name: '民法通则', article: 5, reason: '名称不在库中' },
    ]);
  });

  it('resolves 本法/本解释 to the citing document and names it defined for itself', () => {
    expect(resolve(interpretation2020, { name: null, articles: [3] }).resolved).toEqual([
      { lawId: 10, articleId: 10_000_300 },
    ]);
    const defined = new Map([['新公司法', '中华人民共和国公司法']]);
    expect(resolve(undated, { name: '新公司法', articles: [16] }, defined).resolved).toEqual([
      { lawId: 2, articleId: 2_001_600 },
    ]);
  });

  it('reads customary abbreviations and titles with an edition note', () => {
    const procedure = doc(4, '中华人民共和国刑事诉讼法', '2018-10-26', [56]);
    const withProcedure = createCitationResolver([procedure]);
    expect(withProcedure(undated, { name: '刑诉法', articles: [56] }).resolved).toHaveLength(1);
    expect(
      withProcedure(undated, { name: '中华人民共和国刑事诉讼法（2018年修正）', articles: [56] })
        .resolved,
    ).toHaveLength(1);
  });

  it('reads an amendment against the version before it, the earliest for a law amended in place', () => {
    const amendment = doc(20, '中华人民共和国公司法修正案', '2023-12-29', [1]);
    expect(resolve(amendment, { name: '公司法', articles: [71] }, new Map(), 'amends')).toEqual({
      resolved: [{ lawId: 1, articleId: 1_007_100 }],
      unresolved: [],
    });
    const criminalAmendment = doc(21, '中华人民共和国刑法修正案（十一）', '2020-12-26', [1]);
    expect(
      resolve(criminalAmendment, { name: '刑法', articles: [264] }, new Map(), 'amends').resolved,
    ).toEqual([{ lawId: 3, articleId: 3_026_400 }]);
  });

  it('never reads a renumbering amendment against a later text: its numbers are the old ones', () => {
    const decision = doc(22, '最高人民法院关于修改《某规定》的决定', '2020-12-29', [1]);
    const rules = doc(23, '最高人民法院关于某规定', '2020-12-29', [5]);
    const withRules = createCitationResolver([rules]);
    expect(
      withRules(
        decision,
        { name: '最高人民法院关于某规定', articles: [5] },
        new Map(),
        'amendsRenumbered',
      ),
    ).toEqual({
      resolved: [],
      unresolved: [{ name: '最高人民法院关于某规定', article: 5, reason: '修改前的版本不在库中' }],
    });
  });

  it('reads a title without its issuer as the citing document’s own issuer’s', () => {
    const rules = doc(24, '最高人民法院关于上海金融法院案件管辖的规定', '2018-08-07', [2]);
    const decision = doc(
      25,
      '最高人民法院关于修改《关于上海金融法院案件管辖的规定》的决定',
      null,
      [],
    );
    const withRules = createCitationResolver([rules, decision]);
    expect(
      withRules(decision, { name: '关于上海金融法院案件管辖的规定', articles: [2] }).resolved,
    ).toEqual([{ lawId: 24, articleId: 24_000_200 }]);
  });
});

describe('bareNamesOf', () => {
  it('gives statutes short names without 中华人民共和国, and nothing for other levels', () => {
    const names = bareNamesOf([criminal, interpretation2020]);
    expect(names.has('刑法')).toBe(true);
    expect(names.has('刑诉法')).toBe(true);
    expect([...names].some((name) => name.includes('若干问题'))).toBe(false);
  });
});

describe('citationKind', () => {
  it('groups by the citing level; a document citing itself is internal', () => {
    expect(citationKind('司法解释', 10, 2)).toBe('interpretation');
    expect(citationKind('案例', 12, 2)).toBe('case');
    expect(citationKind('部门规章', 20, 2)).toBe('regulation');
    expect(citationKind('法律', 2, 2)).toBe('internal');
  });

  it('marks what an amending document changes, whatever its level', () => {
    expect(citationKind('法律', 21, 3, true)).toBe('amends');
    expect(citationKind('法律', 3, 3, true)).toBe('internal');
  });
});
