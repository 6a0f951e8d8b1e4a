import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLawArticleText, TLawDetail, TLawSummary } from '@yzfk/contract/calls/law';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

// POST /flks/law/articles against the seed's sample laws: the text of cited articles by
// (lawId, ordinal), as a question's 相关法条 shows it inline.

type TArticles = { articles: TLawArticleText[] };

describe.each(TEST_DATABASES)('law articles call on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  let criminal: TLawDetail;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.webToken()).token;
    const list = await t.call<{ list: TLawSummary[] }>(
      '/flks/pagesection/getlawlist',
      { category: '刑法' },
      { token },
    );
    const id = list.envelope.data.list[0]?.id;
    criminal = (await t.call<TLawDetail>('/flks/law/detail', { id }, { token })).envelope.data;
  });
  afterAll(() => t.close());

  const articles = (body: unknown) => t.call<TArticles>('/flks/law/articles', body, { token });
  const ordinalOf = (number: string) => {
    const found = criminal.articles.find((article) => article.number === number);
    if (!found) throw new Error(`the sample 刑法 has no ${number}`);
    return found.ordinal;
  };

  it('answers the articles found with their text, in the order asked, and leaves out the rest', async () => {
    const lawId = criminal.law.id;
    expect(criminal.law.title).toBe('中华人民共和国刑法（示例节选）');
    const { envelope } = await articles({
      refs: [
        { lawId, ordinal: ordinalOf('第六十五条') },
        { lawId: 999_999, ordinal: 1 },
        { lawId, ordinal: ordinalOf('第二十条') },
        { lawId, ordinal: 9_999 },
      ],
    });
    expect(envelope.success).toBe(true);
    expect(envelope.data.articles.map((article) => article.number)).toEqual([
      '第六十五条',
      '第二十条',
    ]);
    const defence = envelope.data.articles[1];
    expect(defence).toMatchObject({ lawId, ordinal: ordinalOf('第二十条') });
    expect(defence?.paragraphs.join('')).toContain('正当防卫');
    expect(envelope.data.articles[0]?.headings).toContain('第二节 累犯');
  });

  it('answers 4000 for no refs, 21 refs or a bad id', async () => {
    const lawId = criminal.law.id;
    expect((await articles({ refs: [] })).envelope.code).toBe(4000);
    const many = Array.from({ length: 21 }, (_, index) => ({ lawId, ordinal: index + 1 }));
    expect((await articles({ refs: many })).envelope).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（refs：一次最多查询 20 条法条）',
    });
    expect((await articles({ refs: [{ lawId: 'abc', ordinal: 1 }] })).envelope.code).toBe(4000);
    expect((await articles({ refs: [{ lawId, ordinal: 0 }] })).envelope.code).toBe(4000);
    expect((await articles({ refs: many.slice(0, 20) })).envelope.success).toBe(true);
  });
});
