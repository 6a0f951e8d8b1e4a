import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { THomeSection } from '@yzfk/contract/calls/home-sections';
import { E } from '@yzfk/contract/error-codes';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { sessionStore } from '../../../lib/session-store';
import { HomeSections } from './home-sections';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const DAILY: THomeSection = {
  id: 5,
  kind: 'dailyQuestion',
  title: '每日一题',
  data: {
    day: '2026-11-24',
    questionId: 42,
    type: 'single',
    subjectName: '刑法',
    stemHtml: '<p>甲的行为构成什么？</p>',
    options: [
      { key: 'A', html: '正当防卫' },
      { key: 'B', html: '防卫过当' },
      { key: 'C', html: '紧急避险' },
      { key: 'D', html: '不构成犯罪' },
    ],
  },
};

const SECTIONS: THomeSection[] = [
  { id: 1, kind: 'searchBox', title: '搜索', data: { placeholder: '搜索法规、题目' } },
  {
    id: 2,
    kind: 'countdown',
    title: '考试倒计时',
    data: { examName: '法考客观题', date: '2027-09-11', daysLeft: 291 },
  },
  DAILY,
  {
    id: 6,
    kind: 'subjectEntries',
    title: '分科练习',
    data: { count: 10, subjects: [{ name: '刑法', bankId: 1, subjectId: 7, questionCount: 12 }] },
  },
  {
    id: 9,
    kind: 'latestArticles',
    title: '最新文章',
    data: {
      articles: [
        {
          id: 3,
          title: '读懂正当防卫',
          column: '法条解读',
          publishedAt: '2026-05-18T02:30:00.000Z',
          to: '/article/item/3',
        },
      ],
    },
  },
];

function Where() {
  const location = useLocation();
  return <p>到了 {location.pathname + location.search}</p>;
}

function renderHome() {
  return renderWithRouter(
    <Routes>
      <Route path="/" element={<HomeSections />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/',
  );
}

function serve(extra: Record<string, () => ReturnType<typeof ok>> = {}) {
  resetMockApi((request) => {
    if (request.path === '/flks/pagesection/homepage') return ok({ sections: SECTIONS });
    const handle = extra[request.path];
    return handle ? handle() : fail(E.callNotFound, `no answer for ${request.path}`, 404);
  });
}

describe('the home sections', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
  });

  it("shows the server's sections in its order, each with its content", async () => {
    serve();
    renderHome();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '考试倒计时',
      '每日一题',
      '分科练习',
      '最新文章',
    ]);
    expect(screen.getByText('291')).toBeTruthy();
    expect(screen.getByText('考试日期：2027-09-11（以司法部公告为准）')).toBeTruthy();
    const articles = screen.getByRole('list', { name: '最新文章' });
    expect(
      within(articles)
        .getByRole('link', { name: /读懂正当防卫/ })
        .getAttribute('href'),
    ).toBe('/article/item/3');
    expect(within(articles).getByText('法条解读 · 2026-05-18')).toBeTruthy();
  });

  it('searches from the search box', async () => {
    serve();
    renderHome();
    const box = await screen.findByRole('searchbox', { name: '搜索内容' });
    await userEvent.type(box, '正当防卫{Enter}');
    expect(
      await screen.findByText(`到了 /search?q=${encodeURIComponent('正当防卫')}`),
    ).toBeTruthy();
  });

  it('checks the daily answer on the server and shows the solution only then', async () => {
    serve({
      '/flks/pagesection/daily/answer': () =>
        ok({
          isCorrect: false,
          solution: { answer: ['B'], explanationHtml: '<p>超过必要限度。</p>', lawRefs: [] },
        }),
    });
    renderHome();
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: '提交答案' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('解析')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^A/ }));
    await user.click(submit);
    expect(await screen.findByText('回答错误')).toBeTruthy();
    expect(mockRequests.find((r) => r.path === '/flks/pagesection/daily/answer')?.body).toEqual({
      questionId: 42,
      day: '2026-11-24',
      choice: ['A'],
    });
    expect(screen.getByText('正确答案：', { exact: false })).toBeTruthy();
    expect(screen.getByText('超过必要限度。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交答案' })).toBeNull();
  });

  it('starts a subject practice for a user and opens it', async () => {
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true });
    serve({
      '/flks/tiku/practice/start': () =>
        ok({
          session: {
            id: 'abc',
            kind: 'chapter',
            mode: 'practice',
            title: '刑法',
            subjectName: '刑法',
            paperId: null,
            total: 10,
            position: 0,
            startedAt: '2026-11-24T02:00:00.000Z',
            deadline: null,
            finishedAt: null,
            answeredCount: 0,
            correctCount: 0,
            accuracy: null,
            score: null,
            maxScore: 10,
          },
        }),
    });
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: /刑法\s*12 题/ }));
    expect(await screen.findByText('到了 /zj?session=abc')).toBeTruthy();
    expect(mockRequests.find((r) => r.path === '/flks/tiku/practice/start')?.body).toMatchObject({
      kind: 'chapter',
      bankId: 1,
      subjectId: 7,
      count: 10,
    });
  });

  it('says the sections failed to load and loads them again on 重试', async () => {
    let fails = true;
    resetMockApi(() =>
      fails ? fail(E.internalError, '服务器开小差了', 500) : ok({ sections: SECTIONS }),
    );
    renderHome();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByRole('alert').textContent).toContain('首页栏目加载失败');
    fails = false;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('heading', { name: '每日一题' })).toBeTruthy());
  });
});
