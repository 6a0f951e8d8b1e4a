import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLawDetail, TLawSummary } from '@yzfk/contract/calls/law';
import type { TSearchGroup, TSearchHit, TTabCount } from '@yzfk/contract/calls/search';
import { sessions } from '../session/session.schema';
import { createUserRepository } from '../identity/user.repository';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

// The law calls against the seed's sample laws (刑法, 民法典, a 司法解释, two 公司法 versions).

type TList = {
  total: number;
  list: TLawSummary[];
  categories: { name: string; count: number }[];
  levels: { name: string; count: number }[];
};
// The law search is asked through the global search's 法规 and 条文 tabs.
type TSearch = { terms: string[]; counts: TTabCount[]; groups: TSearchGroup[] };

function articles(search: TSearch): TSearchHit[] {
  return search.groups.find((g) => g.tab === 'article-clause')?.hits ?? [];
}

function cite(hit: TSearchHit): string {
  return hit.title;
}

describe.each(TEST_DATABASES)('law calls on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.webToken()).token;
  });
  afterAll(() => t.close());

  const call = <T>(path: string, body: unknown, callToken = token) =>
    t.call<T>(path, body, { token: callToken });
  const search = async ({ type, ...body }: Record<string, unknown>) =>
    (
      await call<TSearch>('/flks/pagesection/search', {
        tab: type === 'law' ? 'law' : 'article-clause',
        ...body,
      })
    ).envelope;

  it('lists the sample laws with levels, categories and statuses', async () => {
    const { envelope } = await call<TList>('/flks/pagesection/getlawlist', {});
    expect(envelope.success).toBe(true);
    expect(envelope.data.total).toBe(8);
    expect(envelope.data.list.every((law) => law.isSample)).toBe(true);
    expect(envelope.data.levels).toEqual([
      { name: '法律', count: 7 },
      { name: '司法解释', count: 1 },
    ]);
    expect(envelope.data.categories.map((c) => c.name)).toEqual([
      '民法典',
      '民法商法',
      '行政法',
      '刑法',
      '诉讼与非诉讼程序法',
      '司法解释',
    ]);
    const companyLaws = envelope.data.list.filter((law) => law.title.includes('公司法'));
    expect(companyLaws.map((law) => [law.publishedAt, law.status])).toEqual([
      ['2023-12-29', '现行有效'],
      ['2018-10-26', '已修改'],
    ]);
  });

  it('filters by level, category and status, searches titles, sorts and pages', async () => {
    const list = async (body: Record<string, unknown>) =>
      (await call<TList>('/flks/pagesection/getlawlist', body)).envelope.data;
    expect((await list({ level: '司法解释' })).list.map((law) => law.level)).toEqual(['司法解释']);
    expect((await list({ category: '刑法' })).list.map((law) => law.title)).toEqual([
      '中华人民共和国刑法（示例节选）',
    ]);
    expect((await list({ status: '已修改' })).total).toBe(1);
    expect((await list({ keyword: '公司法' })).total).toBe(2);
    const oldestFirst = await list({ sort: 'publishedAsc', pageSize: 3, page: 1 });
    expect(oldestFirst.list.map((law) => law.publishedAt)).toEqual([
      '1997-09-25',
      '2017-06-27',
      '2018-10-26',
    ]);
    expect(oldestFirst.total).toBe(8);
    expect((await list({ sort: 'publishedAsc', pageSize: 3, page: 3 })).list).toHaveLength(2);
  });

  it('finds the defining article first: 累犯 → 刑法 第六十五条, before the interpretation', async () => {
    const envelope = await search({ query: '累犯' });
    expect(envelope.success).toBe(true);
    const hits = articles(envelope.data);
    const cited = hits.map(cite);
    expect(cited.slice(0, 2)).toEqual([
      '中华人民共和国刑法（示例节选） 第六十五条',
      '中华人民共和国刑法（示例节选） 第六十六条',
    ]);
    expect(cited).toContain(
      '最高人民法院关于适用刑法时间效力规定若干问题的解释（示例节选） 第三条',
    );
    expect(hits[0]?.tags).toContain('第一编 总则 › 第四章 刑罚的具体运用 › 第二节 累犯');
    expect(hits[0]?.snippet.filter((part) => part.hit).map((part) => part.text)).toContain('累犯');
  });

  it('finds two-character, four-character and multi-term queries', async () => {
    expect(articles((await search({ query: '时效' })).data).map(cite)[0]).toBe(
      '中华人民共和国民法典（示例节选） 第一百八十八条',
    );
    expect(articles((await search({ query: '诉讼时效' })).data).map(cite)).toContain(
      '中华人民共和国民法典（示例节选） 第一百八十九条',
    );
    expect(articles((await search({ query: '离婚 子女' })).data).map(cite)).toEqual([
      '中华人民共和国民法典（示例节选） 第一千零八十四条',
    ]);
  });

  it('has an exact-phrase mode and a title-only mode', async () => {
    // No article says 子女离婚: the phrase falls back to both words, and says so.
    const reversed = await search({ query: '子女 离婚', mode: 'phrase' });
    const clauses = reversed.data.groups.find((g) => g.tab === 'article-clause');
    expect(clauses?.match).toBe('words');
    expect(articles(reversed.data).map(cite)).toContain(
      '中华人民共和国民法典（示例节选） 第一千零八十四条',
    );
    expect(articles((await search({ query: '父母离婚', mode: 'phrase' })).data).map(cite)).toEqual([
      '中华人民共和国民法典（示例节选） 第一千零八十四条',
    ]);
    const titles = await search({ query: '公司法', mode: 'title' });
    expect(titles.data.counts.filter((count) => count.total > 0).map((c) => c.tab)).toContain(
      'law',
    );
    expect(titles.data.counts.find((count) => count.tab === 'law')?.total).toBe(2);
    expect(articles(titles.data)).toEqual([]);
  });

  it('filters search results by level and status', async () => {
    const envelope = await search({ query: '累犯', level: '司法解释' });
    expect(articles(envelope.data).map((hit) => hit.tags[0])).toEqual(['司法解释']);
    expect(
      articles((await search({ query: '公司', status: '已修改' })).data).map((hit) => hit.tags[1]),
    ).toEqual(['已修改']);
  });

  it('answers bad queries with a clear message and never a 500', async () => {
    expect(await search({ query: '' })).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（query：请输入要搜索的关键词）',
    });
    expect(await search({ query: '法'.repeat(51) })).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（query：搜索词不能超过 50 个字）',
    });
    expect(await search({ query: '，。！？' })).toMatchObject({
      code: 4603,
      msg: '请输入要检索的文字（标点和符号不参与检索）',
    });
    expect((await search({ query: "累犯 & | ! <-> ':* (" })).success).toBe(true);
    const injection = await search({ query: "'; DROP TABLE law_documents; --" });
    expect(injection).toMatchObject({ success: true });
    expect((await call<TList>('/flks/pagesection/getlawlist', {})).envelope.data.total).toBe(8);
  });

  it('answers a page past the last result with the count of matches', async () => {
    const first = await search({ query: '民法典', type: 'article' });
    const past = await search({ query: '民法典', type: 'article', page: 10, pageSize: 30 });
    expect(past).toMatchObject({ code: 200 });
    const group = (envelope: { data: TSearch }) =>
      envelope.data.groups.find((g) => g.tab === 'article-clause');
    expect(group(past)?.hits).toEqual([]);
    expect(group(past)?.total).toBe(group(first)?.total);
  });

  it('opens a law with its structure, articles, history and versions', async () => {
    const { list } = (
      await call<TList>('/flks/pagesection/getlawlist', { keyword: '公司法', sort: 'publishedAsc' })
    ).envelope.data;
    const [older, newer] = list;
    const { envelope } = await call<TLawDetail>('/flks/law/detail', { id: older?.id });
    expect(envelope.success).toBe(true);
    expect(envelope.data.law).toMatchObject({ status: '已修改', isSample: true });
    expect(envelope.data.versions.map((v) => v.id)).toEqual([newer?.id, older?.id]);
    expect(envelope.data.favorite).toEqual({ allowed: false, isFavorite: false });

    const criminal = (await call<TList>('/flks/pagesection/getlawlist', { category: '刑法' }))
      .envelope.data.list[0];
    const detail = (await call<TLawDetail>('/flks/law/detail', { id: criminal?.id })).envelope.data;
    expect(detail.articles.map((a) => a.number)).toEqual([
      '第三条',
      '第十三条',
      '第十七条',
      '第二十条',
      '第六十五条',
      '第六十六条',
      '第六十七条',
      '第七十四条',
      '第八十一条',
    ]);
    expect(detail.law.toc.find((entry) => entry.text === '第二节 累犯')?.articleOrdinal).toBe(5);
    expect(detail.law.history[0]).toEqual({
      date: '1979-07-01',
      text: '第五届全国人民代表大会第二次会议通过',
    });
  });

  it('answers unknown and malformed ids with 4604 and 4000', async () => {
    expect((await call('/flks/law/detail', { id: 999_999 })).envelope).toMatchObject({
      code: 4604,
      msg: '法规不存在或已被删除',
    });
    expect((await call('/flks/law/detail', { id: 'abc' })).envelope.code).toBe(4000);
  });

  it('keeps favourites for a logged-in user and asks an anonymous visitor to log in', async () => {
    const lawId = (await call<TList>('/flks/pagesection/getlawlist', {})).envelope.data.list[0]?.id;
    expect((await call('/flks/law/favorite', { lawId, favorite: true })).envelope).toMatchObject({
      code: 4106,
      msg: '请先登录',
    });
    // A session that belongs to a user (login is built elsewhere: the row is set directly).
    const userToken = (await t.webToken()).token;
    const sid = (
      JSON.parse(Buffer.from(userToken.split('.')[1] ?? '', 'base64url').toString()) as {
        sid: string;
      }
    ).sid;
    const { eq } = await import('drizzle-orm');
    const user = await createUserRepository(t.deps.database.db).findOrCreateByPhone(
      1,
      '13800000007',
    );
    await t.deps.database.db
      .update(sessions)
      .set({ userId: user.id, kind: 'user' })
      .where(eq(sessions.id, sid));
    expect(
      (await call('/flks/law/favorite', { lawId, favorite: true }, userToken)).envelope.data,
    ).toEqual({ isFavorite: true });
    const detail = await call<TLawDetail>('/flks/law/detail', { id: lawId }, userToken);
    expect(detail.envelope.data.favorite).toEqual({ allowed: true, isFavorite: true });
    await call('/flks/law/favorite', { lawId, favorite: false }, userToken);
    expect(
      (await call<TLawDetail>('/flks/law/detail', { id: lawId }, userToken)).envelope.data.favorite
        .isFavorite,
    ).toBe(false);
  });
});
