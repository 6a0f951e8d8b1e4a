import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { globalSearchCall } from '@yzfk/contract/calls/search';
import { callContract, looseBody } from '../../platform/testing/call-contract';
import { TEST_DATABASES, type TTestApp } from '../../test-app';
import { startAppWithDemoContent } from './search-fixtures';
import { eq } from 'drizzle-orm';
import { questionBanks, questions } from '../tiku/question.schema';
import { grantPersonal, loginUser, newTestPhone } from '../identity/identity-fixtures';

type TSearch = TCallData<typeof globalSearchCall>;

const countOf = (data: TSearch, tab: string) => data.counts.find((c) => c.tab === tab)?.total;
const hitsOf = (data: TSearch, tab: string) => data.groups.find((g) => g.tab === tab)?.hits ?? [];

describe.each(TEST_DATABASES)('global search on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  const now = new Date('2026-11-20T02:10:00Z');

  beforeAll(async () => {
    t = await startAppWithDemoContent(kind, now);
    token = (await t.webToken()).token;
  }, 120_000);
  afterAll(() => t.close());

  const search = (body: TCallRequest<typeof globalSearchCall>) =>
    callContract(t, globalSearchCall, body, token);

  it('counts every tab and shows the top few of each in 全部', async () => {
    const { success, data } = await search({ query: '法' });
    expect(success).toBe(true);
    expect(data.counts.map((c) => c.tab)).toEqual([
      'law',
      'article-clause',
      'question',
      'book',
      'course',
      'article',
      'download',
    ]);
    for (const count of data.counts) expect(count.total, count.tab).toBeGreaterThan(0);
    for (const group of data.groups) {
      expect(group.hits.length, group.tab).toBeGreaterThan(0);
      expect(group.hits.length, group.tab).toBeLessThanOrEqual(3);
    }
    expect(data.groups).toHaveLength(7);
  });

  it('answers each type with a title, a marked snippet and the page that opens it', async () => {
    const { data } = await search({ query: '宪法' });
    const book = hitsOf(data, 'book')[0];
    expect(book?.title).toBe('中华人民共和国宪法');
    expect(book?.path).toMatch(/^\/book\/detail\/\d+$/);
    const download = hitsOf(data, 'download')[0];
    expect(download?.title).toContain('宪法');
    expect(download?.path).toContain('/DownloadList?category=');
    expect(download?.snippet.some((part) => part.hit && part.text === '宪法')).toBe(true);

    const articles = (await search({ query: '正当防卫', tab: 'article' })).data;
    expect(hitsOf(articles, 'article')[0]?.title).toBe('读懂正当防卫：三款条文的递进关系');
    expect(hitsOf(articles, 'article')[0]?.path).toMatch(/^\/article\/item\/\d+$/);

    const courses = (await search({ query: '诉讼时效', tab: 'course' })).data;
    expect(hitsOf(courses, 'course')[0]?.title).toBe('民法总则 · 诉讼时效精讲（示例）');
    expect(hitsOf(courses, 'course')[0]?.path).toMatch(/^\/course\/videodetail\/\d+$/);

    const clauses = (await search({ query: '累犯', tab: 'article-clause' })).data;
    const first = hitsOf(clauses, 'article-clause')[0];
    expect(first?.title).toContain('第六十五条');
    expect(first?.path).toMatch(/^\/law\/item\/\d+\?hl=%E7%B4%AF%E7%8A%AF#art-\d+$/);
  });

  it('finds questions by stem and options and never shows their answer or analysis', async () => {
    const { data } = await search({ query: '诉讼时效', tab: 'question', pageSize: 50 });
    const hits = hitsOf(data, 'question');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]?.path).toMatch(/^\/tikulist\?bank=\d+$/);
    const rows = await t.deps.database.db
      .select({
        id: questions.id,
        explanation: questions.explanationHtml,
        answer: questions.answer,
      })
      .from(questions);
    const explanations = new Map(rows.map((row) => [row.id, row.explanation]));
    const json = JSON.stringify(data);
    expect(json).not.toMatch(/answer|explanation|解析|答案[:：]/u);
    for (const hit of hits) {
      const explanation = explanations
        .get(hit.id)
        ?.replace(/<[^>]+>/g, '')
        .slice(0, 30);
      if (explanation) expect(json).not.toContain(explanation);
    }
  });

  it('shows a paid bank’s questions only to a session that may open them (as the detail)', async () => {
    const [paid] = await t.deps.database.db
      .select({ id: questions.id, stem: questions.stemText, bankId: questions.bankId })
      .from(questions)
      .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
      .where(eq(questionBanks.isFree, false))
      .limit(1);
    if (!paid) throw new Error('the demo content has no paid bank');
    const query = Array.from(paid.stem.replace(/\s+/gu, '')).slice(0, 12).join('');
    const idsFor = async (bearer: string) => {
      const reply = await callContract(
        t,
        globalSearchCall,
        { query, tab: 'question', pageSize: 50 },
        bearer,
      );
      return hitsOf(reply.data, 'question').map((hit) => hit.id);
    };
    // The visitor: the detail answers 5006, and the search shows nothing of it.
    expect(await idsFor(token)).not.toContain(paid.id);
    const phone = newTestPhone();
    await grantPersonal(t, phone, '有章法考会员');
    const member = (await loginUser(t, phone)).token;
    expect(await idsFor(member)).toContain(paid.id);
  });

  it('pages a tab, and answers a page past the end with the count and no hits', async () => {
    const first = (await search({ query: '法', tab: 'question', pageSize: 2 })).data;
    const total = countOf(first, 'question') ?? 0;
    expect(hitsOf(first, 'question')).toHaveLength(2);
    const second = (await search({ query: '法', tab: 'question', page: 2, pageSize: 2 })).data;
    expect(hitsOf(second, 'question').map((h) => h.id)).not.toContain(
      hitsOf(first, 'question')[0]?.id,
    );
    const past = await search({ query: '法', tab: 'question', page: 500, pageSize: 50 });
    expect(past.success).toBe(true);
    expect(countOf(past.data, 'question')).toBe(total);
    expect(hitsOf(past.data, 'question')).toEqual([]);
    expect(past.data.groups.map((g) => g.tab)).toEqual(['question']);
  });

  it('refuses a query of only punctuation, an empty one and bad tabs, never with a 500', async () => {
    expect(await search({ query: '，。！？……' })).toMatchObject({
      success: false,
      code: 4603,
      msg: '请输入要检索的文字（标点和符号不参与检索）',
    });
    expect(await search({ query: '' })).toMatchObject({ success: false, code: 4000 });
    expect(await search(looseBody({ query: '法', tab: 'nothing' }))).toMatchObject({
      success: false,
    });
    expect((await search({ query: "累犯 & | ! <-> ':* (" })).success).toBe(true);
  });

  it('finds nothing for a word in no content, with every count at zero', async () => {
    const { success, data } = await search({ query: '量子纠缠' });
    expect(success).toBe(true);
    expect(data.counts.every((c) => c.total === 0)).toBe(true);
    expect(data.groups).toEqual([]);
  });
});
