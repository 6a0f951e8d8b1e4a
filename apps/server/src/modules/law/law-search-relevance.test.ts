import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchGroup, TSearchHit, TTabCount } from '@yzfk/contract/calls/search';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

// Concepts, citations and fallbacks, asked as a user does (the global search's 条文 tab), on the
// demo seed: its sample laws and the default concept file.
type TSearch = { terms: string[]; counts: TTabCount[]; groups: TSearchGroup[] };

describe.each(TEST_DATABASES)('law search relevance on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.webToken()).token;
  });
  afterAll(() => t.close());

  const clauses = async (body: Record<string, unknown>) => {
    const { envelope } = await t.call<TSearch>(
      '/flks/pagesection/search',
      { tab: 'article-clause', ...body },
      { token },
    );
    expect(envelope.success).toBe(true);
    return envelope.data.groups.find((group) => group.tab === 'article-clause');
  };
  const titles = (hits: TSearchHit[] | undefined) => (hits ?? []).map((hit) => hit.title);

  it('puts the article defining a concept first, marked 定义条文, for its name and synonyms', async () => {
    for (const query of ['情势变更', '情事变更', ' 情势 变更 ']) {
      const group = await clauses({ query });
      expect(group?.hits[0], query).toMatchObject({
        title: '中华人民共和国民法典（示例节选） 第五百三十三条',
        label: '定义条文',
      });
      expect(group?.hits.slice(1).some((hit) => hit.label)).toBe(false);
    }
    // The demo's texts hold neither word elsewhere: the defining article answers alone, with no
    // note of a looser match (partial matches of 情势 or 变更 would only add noise).
    const alone = await clauses({ query: '情势变更' });
    expect(alone?.match).toBe('exact');
    expect(titles(alone?.hits)).toEqual(['中华人民共和国民法典（示例节选） 第五百三十三条']);
  });

  it('lists a concept article once, first, whatever else matches', async () => {
    const group = await clauses({ query: '正当防卫' });
    const found = titles(group?.hits);
    expect(found[0]).toBe('中华人民共和国刑法（示例节选） 第二十条');
    expect(found.filter((title) => title.endsWith('第二十条'))).toHaveLength(1);
    expect(group?.total).toBe(found.length);
  });

  it('keeps a concept article out when the filters exclude it', async () => {
    const group = await clauses({ query: '情势变更', level: '司法解释' });
    expect(group?.hits.some((hit) => hit.label)).toBe(false);
  });

  it('answers a citation with its article: 民法典 188, 刑法第二十条, 民法典第一百八十八条', async () => {
    expect(titles((await clauses({ query: '民法典 188' }))?.hits)).toEqual([
      '中华人民共和国民法典（示例节选） 第一百八十八条',
    ]);
    expect(titles((await clauses({ query: '刑法第二十条' }))?.hits)[0]).toBe(
      '中华人民共和国刑法（示例节选） 第二十条',
    );
    expect(titles((await clauses({ query: '民法典第一百八十八条' }))?.hits)[0]).toBe(
      '中华人民共和国民法典（示例节选） 第一百八十八条',
    );
  });

  it('falls back to all words, then to partial matches, and says which', async () => {
    const exact = await clauses({ query: '诉讼时效' });
    expect(exact?.match).toBe('exact');
    // 诉讼时效期间为三年 is in 第一百八十八条; 诉讼时效为三年 is not, its words are.
    const words = await clauses({ query: '诉讼时效为三年', mode: 'phrase' });
    expect(words?.match).toBe('words');
    expect(titles(words?.hits)).toContain('中华人民共和国民法典（示例节选） 第一百八十八条');
    // No article has both 诉讼时效 and 量子; those with 诉讼时效 are still shown.
    const partial = await clauses({ query: '诉讼时效 量子' });
    expect(partial?.match).toBe('partial');
    expect(titles(partial?.hits)).toContain('中华人民共和国民法典（示例节选） 第一百八十八条');
  });
});
