import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THomeSection } from '@yzfk/contract/calls/home-sections';
import { loginUser } from '../identity/identity-fixtures';
import { questions } from '../tiku/question.schema';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import {
  answerDailyQuestionCall,
  getHomeSectionDataCall,
  homepageCall,
} from '@yzfk/contract/calls/home-sections';
import {
  adminListHomeSectionsCall,
  adminOrderHomeSectionsCall,
  adminUpdateHomeSectionCall,
} from '@yzfk/contract/calls/home-sections-admin';
import { getCatalogCall } from '@yzfk/contract/calls/tiku';
import {
  answerPracticeCall,
  getPracticeCall,
  startPracticeCall,
} from '@yzfk/contract/calls/tiku-practice';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';

const ADMIN_TOKEN = 'test-admin-token-home-sections-0123';
type TDaily = Extract<THomeSection, { kind: 'dailyQuestion' }>;

// The demo site's home sections are seeded with every test database (seed-demo.ts);
// the tests import no books or courses, so those two sections have nothing to show.
describe.each(TEST_DATABASES)('home page calls on %s', (kind) => {
  let t: TTestApp;
  const now = new Date('2026-11-24T02:00:00Z');
  let phones = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { ADMIN_TOKEN },
      now: () => now,
    });
  });
  afterAll(() => t.close());

  const home = async (token: string) => (await callContractOk(t, homepageCall, {}, token)).sections;
  const kinds = async (token: string) => (await home(token)).map((section) => section.kind);
  const anonymous = async () => (await t.webToken()).token;
  const login = async () =>
    (await loginUser(t, `1360000${String(++phones).padStart(4, '0')}`)).token;

  it('answers the sections that have content, in order, each with its content', async () => {
    const sections = await home(await anonymous());
    expect(sections.map((section) => section.kind)).toEqual([
      'searchBox',
      'banner',
      'quickEntries',
      'countdown',
      'dailyQuestion',
      'subjectEntries',
      'pastPapers',
      'mockExams',
      'latestArticles',
    ]);
    const byKind = new Map(sections.map((section) => [section.kind, section]));
    expect(byKind.get('countdown')).toMatchObject({
      title: '考试倒计时',
      data: { examName: '法考客观题', date: '2027-09-11', daysLeft: 291 },
    });
    expect(byKind.get('subjectEntries')?.data).toMatchObject({
      count: 10,
      subjects: [
        { name: '刑法', questionCount: expect.any(Number) as unknown },
        { name: '民法', questionCount: expect.any(Number) as unknown },
        { name: '行政法', questionCount: expect.any(Number) as unknown },
      ],
    });
    expect(byKind.get('pastPapers')?.data).toEqual({
      years: [
        {
          year: 2024,
          papers: [
            {
              id: expect.any(Number) as unknown,
              title: expect.stringContaining('2024') as unknown,
            },
          ],
        },
      ],
    });
    const articles = byKind.get('latestArticles');
    expect(articles?.kind === 'latestArticles' && articles.data.articles[0]).toMatchObject({
      title: '哪些行政行为可以起诉：受案范围的两张清单',
      to: expect.stringMatching(/^\/article\/item\/\d+$/) as unknown,
    });
  });

  it("shows the day's question without its answer or explanation", async () => {
    const daily = (await home(await anonymous())).find(
      (section): section is TDaily => section.kind === 'dailyQuestion',
    );
    expect(daily?.data.day).toBe('2026-11-24');
    expect(daily?.data.options.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(daily)).not.toMatch(/"answer"|explanation/);
  });

  it('checks an answer to the daily question on the server and only then sends the answer', async () => {
    const token = await anonymous();
    const daily = (await home(token)).find(
      (section): section is TDaily => section.kind === 'dailyQuestion',
    );
    if (!daily) throw new Error('no daily question');
    const [stored] = await t.deps.database.db
      .select({ answer: questions.answer })
      .from(questions)
      .where(eq(questions.id, daily.data.questionId));
    const right = stored?.answer ?? [];
    const wrong = ['A', 'B', 'C', 'D'].filter((key) => !right.includes(key)).slice(0, 1);
    const body = { questionId: daily.data.questionId, day: daily.data.day };
    expect(
      await callContractOk(t, answerDailyQuestionCall, { ...body, choice: wrong }, token),
    ).toMatchObject({ isCorrect: false, solution: { answer: right } });
    expect(
      await callContractOk(
        t,
        answerDailyQuestionCall,
        { ...body, choice: [...right].reverse() },
        token,
      ),
    ).toMatchObject({
      isCorrect: true,
      solution: {
        answer: right,
        explanationHtml: expect.any(String) as unknown,
        lawRefs: expect.any(Array) as unknown,
      },
    });
  });

  it("refuses to answer any question but the day's, and bad choices", async () => {
    const token = await anonymous();
    const daily = (await home(token)).find(
      (section): section is TDaily => section.kind === 'dailyQuestion',
    );
    if (!daily) throw new Error('no daily question');
    const other = await callContract(
      t,
      answerDailyQuestionCall,
      { questionId: daily.data.questionId + 1, day: daily.data.day, choice: ['A'] },
      token,
    );
    expect(other).toMatchObject({ code: 4933, msg: '这不是当天的每日一题，请刷新页面后再答' });
    const oldDay = await callContract(
      t,
      answerDailyQuestionCall,
      { questionId: daily.data.questionId, day: '2026-01-01', choice: ['A'] },
      token,
    );
    expect(oldDay.code).toBe(4933);
    const none = await callContract(
      t,
      answerDailyQuestionCall,
      { questionId: daily.data.questionId, day: daily.data.day, choice: [] },
      token,
    );
    expect(none).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('请先选择答案') as unknown,
    });
    const letter = await callContract(
      t,
      answerDailyQuestionCall,
      { questionId: daily.data.questionId, day: daily.data.day, choice: ['Z'] },
      token,
    );
    expect(letter).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('选项只能是 A 到 H') as unknown,
    });
  });

  it('shows 继续学习 to a user only, once there is something to continue', async () => {
    expect(await kinds(await anonymous())).not.toContain('continueLearning');
    const token = await login();
    expect(await kinds(token)).not.toContain('continueLearning');

    const catalog = await callContractOk(t, getCatalogCall, {}, token);
    const criminal = catalog.subjects.find((subject) => subject.name === '刑法');
    const started = await callContractOk(
      t,
      startPracticeCall,
      { kind: 'chapter', bankId: catalog.bankId, subjectId: criminal?.id, count: 5 },
      token,
    );
    const view = await callContractOk(t, getPracticeCall, { sessionId: started.session.id }, token);
    await callContractOk(
      t,
      answerPracticeCall,
      { sessionId: started.session.id, questionId: view.questions[0]?.id, chosen: ['A'] },
      token,
    );

    const card = (await home(token)).find((section) => section.kind === 'continueLearning');
    expect(card).toMatchObject({
      title: '继续学习',
      data: {
        practice: {
          title: started.session.title,
          detail: '已答 1/5 题',
          to: `/zj?session=${started.session.id}`,
        },
        book: null,
        course: null,
        exam: null,
      },
    });
    expect(await kinds(await anonymous())).not.toContain('continueLearning');
  });

  it('answers one section by kind or by id, and 4930 for one with nothing to show', async () => {
    const token = await anonymous();
    const countdown = await callContractOk(t, getHomeSectionDataCall, { kind: 'countdown' }, token);
    expect(countdown).toMatchObject({ kind: 'countdown', data: { date: '2027-09-11' } });
    expect(await callContractOk(t, getHomeSectionDataCall, { id: countdown.id }, token)).toEqual(
      countdown,
    );
    expect(
      await callContract(t, getHomeSectionDataCall, { kind: 'newBooks' }, token),
    ).toMatchObject({
      code: 4930,
      msg: '首页栏目不存在或暂无内容',
    });
    expect(await callContract(t, getHomeSectionDataCall, { id: 999_999 }, token)).toMatchObject({
      code: 4930,
    });
    expect(await callContract(t, getHomeSectionDataCall, {}, token)).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('请给出栏目编号或栏目类型之一') as unknown,
    });
    expect(
      await callContract(t, getHomeSectionDataCall, looseBody({ kind: 'footer' }), token),
    ).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('栏目类型不存在') as unknown,
    });
  });

  it('lets an operator order, switch off and reconfigure sections, and the home page follows', async () => {
    const token = await anonymous();
    const { sections } = await callContractOk(t, adminListHomeSectionsCall, {}, ADMIN_TOKEN);
    expect(sections).toHaveLength(12);
    const id = (sectionKind: string) => sections.find((row) => row.kind === sectionKind)?.id;

    const reversed = sections.map((row) => row.id).reverse();
    const ordered = await callContractOk(
      t,
      adminOrderHomeSectionsCall,
      { ids: reversed },
      ADMIN_TOKEN,
    );
    expect(ordered.sections.map((row) => row.id)).toEqual(reversed);
    expect((await kinds(token))[0]).toBe('latestArticles');

    await callContractOk(
      t,
      adminUpdateHomeSectionCall,
      { id: id('banner'), enabled: false },
      ADMIN_TOKEN,
    );
    expect(await kinds(token)).not.toContain('banner');

    const updated = await callContractOk(
      t,
      adminUpdateHomeSectionCall,
      {
        id: id('countdown'),
        title: '距离法考',
        config: { examName: '法考', dates: ['2026-09-12'] },
      },
      ADMIN_TOKEN,
    );
    expect(updated).toMatchObject({ title: '距离法考', enabled: true });
    expect(await kinds(token)).not.toContain('countdown');

    await callContractOk(
      t,
      adminUpdateHomeSectionCall,
      { id: id('countdown'), config: { examName: '法考', dates: ['2026-12-01'] } },
      ADMIN_TOKEN,
    );
    expect((await home(token)).find((section) => section.kind === 'countdown')).toMatchObject({
      title: '距离法考',
      data: { date: '2026-12-01', daysLeft: 7 },
    });
  });

  it('refuses bad operator input with clear messages', async () => {
    const { sections } = await callContractOk(t, adminListHomeSectionsCall, {}, ADMIN_TOKEN);
    const countdown = sections.find((row) => row.kind === 'countdown');
    expect(
      await callContract(
        t,
        adminUpdateHomeSectionCall,
        { id: countdown?.id, config: { examName: '法考', dates: ['明年九月'] } },
        ADMIN_TOKEN,
      ),
    ).toMatchObject({ code: 4931, msg: '栏目配置不正确（dates.0：日期须是 YYYY-MM-DD）' });
    const quick = sections.find((row) => row.kind === 'quickEntries');
    expect(
      await callContract(
        t,
        adminUpdateHomeSectionCall,
        { id: quick?.id, config: { entries: [{ label: '外链', to: 'https://example.com' }] } },
        ADMIN_TOKEN,
      ),
    ).toMatchObject({ code: 4931, msg: expect.stringContaining('链接须是站内路径') as unknown });
    expect(
      await callContract(
        t,
        adminUpdateHomeSectionCall,
        { id: 999_999, enabled: true },
        ADMIN_TOKEN,
      ),
    ).toMatchObject({ code: 4930, msg: '首页栏目不存在' });
    const ids = sections.map((row) => row.id);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      expect(
        await callContract(t, adminOrderHomeSectionsCall, { ids: bad }, ADMIN_TOKEN),
      ).toMatchObject({ code: 4932, msg: '排序须恰好列出该站点的全部栏目，每个一次' });
    }
    expect(
      await callContract(t, adminListHomeSectionsCall, { siteCode: 'nosuchsite' }, ADMIN_TOKEN),
    ).toMatchObject({ code: 4003, msg: '站点不存在：nosuchsite' });
    expect((await callContract(t, adminListHomeSectionsCall, {}, await anonymous())).code).toBe(
      5015,
    );
  });
});
