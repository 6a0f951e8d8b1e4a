import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getLawDetailCall, type TLawDetail } from '@yzfk/contract/calls/law';
import {
  getLawRelationCountsCall,
  type TLawRelationCounts,
} from '@yzfk/contract/calls/law-relation-counts';
import { getLawRelationsCall, type TLawRelations } from '@yzfk/contract/calls/law-relations';
import { fail, ok } from '../../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../../testing/mock-api';
import { paths } from '@yzfk/contract/paths';
import { renderWithRouter } from '../../../../testing/render-with-router';
import { sessionStore } from '../../../../lib/session-store';
import { E } from '@yzfk/contract/error-codes';
import { startPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import type { TPracticeSession } from '@yzfk/contract/calls/tiku-shapes';
import { lawRoute } from '../../testing/law-route';

vi.mock('../../../../lib/api', () => import('../../../../testing/mock-api'));

// 法条联想 on the law page as a reader meets it: badges under the articles once the counts
// come, a panel opened by a badge (its place in the address), grouped entries that open at
// their place, Esc closing it with focus back on the badge.

const LAW: TLawDetail = {
  law: {
    id: 501,
    title: '中华人民共和国民法典',
    subtitle: null,
    level: '法律',
    region: null,
    category: '民法商法',
    subcategory: null,
    issuingBody: '全国人民代表大会',
    status: '现行有效',
    publishedAt: '2020-05-28',
    effectiveAt: '2021-01-01',
    articleCount: 2,
    isSample: false,
    isTrial: false,
    history: [],
    toc: [],
  },
  articles: [585, 586].map((ordinal) => ({
    id: 9000 + ordinal,
    ordinal,
    number: ordinal === 586 ? '第五百八十六条' : '第五百八十五条',
    kind: 'article',
    headings: [],
    paragraphs: [`民法典第${ordinal}条的正文。`],
  })),
  versions: [],
  favorite: { allowed: false, isFavorite: false },
};

const COUNTS_586 = {
  ordinal: 586,
  interpretation: 2,
  case: 2,
  cites: 0,
  applies: 0,
  questions: 2,
  writings: 1,
  notes: 1,
};
const COUNTS: TLawRelationCounts = { articles: [COUNTS_586] };

const INTERPRETATION = '最高人民法院关于适用《中华人民共和国民法典》合同编通则若干问题的解释';
const RELATIONS: TLawRelations = {
  citedBy: [
    {
      kind: 'interpretation',
      count: 2,
      items: [67, 68].map((ordinal) => ({
        lawId: 77,
        ordinal,
        lawTitle: INTERPRETATION,
        number: ordinal === 67 ? '第六十七条' : '第六十八条',
        level: '司法解释',
        status: '现行有效',
        // 第六十七条 names the article; 第六十八条 is related by what it is about.
        basis: ordinal === 67 ? ('cites' as const) : ('subject' as const),
      })),
    },
    {
      kind: 'case',
      count: 1,
      items: [
        {
          lawId: 90,
          ordinal: 3,
          lawTitle: '某公司诉某公司定金合同纠纷案',
          number: null,
          level: '案例',
          status: '现行有效',
          basis: 'cites',
        },
      ],
    },
  ],
  applies: [],
  charges: [],
  questions: [
    {
      id: 11,
      bankId: 1,
      type: 'single',
      title: '关于定金罚则，下列说法正确的是？',
      sourceYear: 2021,
      result: 'right',
    },
    {
      id: 12,
      bankId: 1,
      type: 'subjective',
      title: '甲乙订立买卖合同并约定定金……',
      sourceYear: null,
      result: 'none',
    },
  ],
  // Our own articles: a teaching case (counted as a case) and a reading (文章).
  writings: [
    { id: 31, title: '教学案例：约定定金三万', column: '案例分析', isCase: true },
    { id: 32, title: '读懂定金罚则', column: '法条解读', isCase: false },
  ],
  notes: [
    {
      id: 5,
      excerpt: '定金不得超过主合同标的额的百分之二十',
      updatedAt: '2026-11-20T08:00:00.000Z',
    },
  ],
};

const SESSION: TPracticeSession = {
  id: 's-article',
  kind: 'article',
  mode: 'practice',
  title: '法条真题 · 1 题',
  subjectName: null,
  paperId: null,
  total: 1,
  position: 0,
  startedAt: '2026-11-26T08:00:00.000Z',
  deadline: null,
  finishedAt: null,
  answeredCount: 0,
  correctCount: 0,
  accuracy: null,
  score: null,
  maxScore: 1,
};

function serve(counts: TLawRelationCounts = COUNTS) {
  resetMockApi((request) => {
    if (request.path === startPracticeCall.path) return ok({ session: SESSION });
    if (request.path === getLawDetailCall.path) return ok(LAW);
    if (request.path === getLawRelationCountsCall.path) return ok(counts);
    if (request.path === getLawRelationsCall.path) return ok(RELATIONS);
    return fail(E.callNotFound, request.path, 404);
  });
}

describe('法条联想 on the law page', { timeout: 20_000 }, () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => sessionStore.deleteToken());

  it('shows each article’s nonzero badges once the counts come, without holding the text back', async () => {
    serve();
    renderWithRouter(lawRoute, paths.lawItem.href({ id: 501 }));
    expect(await screen.findByText('民法典第586条的正文。')).toBeTruthy();
    const badges = await screen.findByRole('group', { name: '第五百八十六条的法条联想' });
    expect(
      within(badges)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['司法解释 2', '案例 2', '真题 2', '文章 1', '我的笔记 1']);
    // 第五百八十五条 has nothing related: no badges at all.
    expect(screen.queryByRole('group', { name: '第五百八十五条的法条联想' })).toBeNull();
    expect(mockRequests.filter((r) => r.path === getLawRelationCountsCall.path)).toHaveLength(1);
  });

  it('opens the panel from a badge, lists what applies the article, and closes with Esc back on the badge', async () => {
    serve();
    const { router } = renderWithRouter(lawRoute, paths.lawItem.href({ id: 501 }));
    const badges = await screen.findByRole('group', { name: '第五百八十六条的法条联想' });
    const badge = within(badges).getByRole('button', { name: '司法解释 2' });
    await userEvent.click(badge);

    const panel = await screen.findByRole('dialog', { name: '第五百八十六条 · 法条联想' });
    expect(router.state.location.search).toBe('?rel=586&relTab=interpretation');
    expect(router.state.location.hash).toBe('#art-586');
    const link = await within(panel).findByRole('link', { name: `${INTERPRETATION} 第六十七条` });
    expect(link.getAttribute('href')).toBe(paths.lawItem.href({ id: 77, article: 67 }));
    // The inferred one comes after the explicit one, marked 内容相关.
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${INTERPRETATION} 第六十七条 `, `${INTERPRETATION} 第六十八条 内容相关`]);

    await userEvent.click(within(panel).getByRole('tab', { name: '真题 2' }));
    expect(router.state.location.search).toBe('?rel=586&relTab=questions');
    const questions = within(panel).getAllByRole('listitem');
    expect(questions.map((item) => item.textContent)).toEqual([
      '对关于定金罚则，下列说法正确的是？2021年',
      '未做甲乙订立买卖合同并约定定金……',
    ]);
    expect(
      within(panel)
        .getByRole('link', { name: '甲乙订立买卖合同并约定定金……' })
        .getAttribute('href'),
    ).toBe(paths.zg.href({ q: 12 }));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(badge));
    expect(router.state.location.hash).toBe('#art-586');
  });

  it('opens at the tab its address names, as Back returns to it', async () => {
    serve();
    renderWithRouter(
      lawRoute,
      paths.lawItem.href({ id: 501, article: 586, panel: { ordinal: 586, tab: 'case' } }),
    );
    const panel = await screen.findByRole('dialog', { name: '第五百八十六条 · 法条联想' });
    const selected = await within(panel).findByRole('tab', { selected: true });
    expect(selected.textContent).toBe('案例 2');
    expect(
      within(panel)
        .getByRole('link', { name: '某公司诉某公司定金合同纠纷案' })
        .getAttribute('href'),
    ).toBe(paths.lawItem.href({ id: 90, article: 3 }));
    // Our teaching case follows the library's cases under its own heading, opening its page.
    const ours = within(panel).getByRole('region', { name: '本站案例分析' });
    expect(
      within(ours).getByRole('link', { name: '教学案例：约定定金三万' }).getAttribute('href'),
    ).toBe(paths.articleItem.href({ id: 31 }));
    expect(within(panel).queryByRole('link', { name: '读懂定金罚则' })).toBeNull();
  });

  it('opens an objective question in a practice of the article’s questions, starting with it', async () => {
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true, isAuthed: true });
    serve();
    const { router } = renderWithRouter(
      lawRoute,
      paths.lawItem.href({ id: 501, article: 586, panel: { ordinal: 586, tab: 'questions' } }),
    );
    const panel = await screen.findByRole('dialog', { name: '第五百八十六条 · 法条联想' });
    await userEvent.click(
      await within(panel).findByRole('button', { name: '关于定金罚则，下列说法正确的是？' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/zj'));
    expect(router.state.location.search).toBe('?session=s-article');
    const started = mockRequests.filter((request) => request.path === startPracticeCall.path);
    expect(started.map((request) => request.body)).toEqual([
      { kind: 'article', lawId: 501, ordinal: 586, questionId: 11 },
    ]);
  });

  it('asks a visitor to log in for notes and records', async () => {
    serve({ articles: [{ ...COUNTS_586, notes: 0 }] });
    renderWithRouter(
      lawRoute,
      paths.lawItem.href({ id: 501, article: 586, panel: { ordinal: 586, tab: 'notes' } }),
    );
    const panel = await screen.findByRole('dialog', { name: '第五百八十六条 · 法条联想' });
    expect(within(panel).getByText('登录后可查看我的笔记和做题记录。')).toBeTruthy();
    const badges = await screen.findByRole('group', { name: '第五百八十六条的法条联想' });
    expect(within(badges).queryByRole('button', { name: /我的笔记/ })).toBeNull();
  });
});
