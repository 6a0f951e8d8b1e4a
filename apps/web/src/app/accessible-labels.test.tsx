import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InputNumber, Segmented } from 'antd';
import type { TLawDetail } from '@yzfk/contract/calls/law';
import type { TMistake } from '@yzfk/contract/calls/tiku-personal';
import { E } from '@yzfk/contract/error-codes';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localiseAriaLabels } from '../lib/aria-labels';
import { openLoginDialog } from '../lib/identity-dialog';
import { sessionStore } from '../lib/session-store';
import { useFeedback } from '../lib/use-feedback';
import { fail, ok, type TSeenRequest } from '../testing/fake-server';
import { resetMockApi } from '../testing/mock-api';
import { renderApp, renderInApp } from './testing/render-app';
import { userInfo } from '../testing/identity-fixtures';
import { bank } from '../features/tiku/testing/tiku-fixtures';

vi.mock('../lib/api', () => import('../testing/mock-api'));

vi.mock('../features/menu/api/get-head-menu', () => ({
  useHeadMenu: () => ({
    data: [
      { id: 1, name: '首页', settings: { path: '/home' } },
      { id: 2, name: '法规', settings: { path: '/law' } },
    ],
  }),
}));

const LAW = {
  id: 1,
  title: '中华人民共和国刑法',
  subtitle: null,
  level: '法律',
  region: null,
  category: '刑法',
  subcategory: null,
  issuingBody: '全国人民代表大会',
  status: '有效',
  publishedAt: '2020-12-26',
  effectiveAt: '2021-03-01',
  articleCount: 2,
  isSample: true,
};

const LAW_DETAIL: TLawDetail = {
  law: {
    ...LAW,
    isTrial: false,
    history: [{ date: '2020-12-26', text: '第十一修正' }],
    toc: [{ depth: 1, text: '第一章 刑法的任务', articleOrdinal: 1 }],
  },
  articles: [
    {
      id: 11,
      ordinal: 1,
      number: '第一条',
      kind: 'article',
      headings: ['第一章 刑法的任务'],
      paragraphs: ['为了惩罚犯罪，保护人民，制定本法。'],
    },
  ],
  versions: [
    { id: 1, title: LAW.title, status: '有效', publishedAt: '2020-12-26', isTrial: false },
  ],
  favorite: { allowed: true, isFavorite: false },
};

const MISTAKE: TMistake = {
  question: {
    id: 5,
    type: 'single',
    subjectName: '刑法',
    chapterName: '犯罪构成',
    stemText: '关于正当防卫，下列说法正确的是？',
    options: ['A', 'B'].map((key) => ({ key, html: `选项${key}` })),
    source: { year: 2021, paper: '卷二', number: 5 },
  },
  chosen: ['A'],
  answer: ['B'],
  wrongCount: 2,
  lastWrongAt: '2025-05-06T14:03:27',
  reviewStage: 0,
  nextReviewAt: '2025-05-07T14:03:27',
  due: true,
};

const USER_INFO = userInfo({ wxBind: true, wxNickName: '微信用户' });

const BANK = bank();

function answer(request: TSeenRequest) {
  switch (request.path) {
    case '/flks/pagesection/getlawlist':
      return ok({
        total: 1,
        page: 1,
        pageSize: 20,
        list: [LAW],
        categories: [{ name: '刑法', count: 1, children: [{ name: '刑法典', count: 1 }] }],
        levels: [{ name: '法律', count: 1 }],
        regions: [],
      });
    case '/flks/law/detail':
      return ok(LAW_DETAIL);
    case '/flks/tiku/catalog':
      return ok({
        banks: [BANK],
        bankId: 1,
        subjects: [
          {
            id: 10,
            name: '刑法',
            questionCount: 80,
            answeredCount: 0,
            accuracy: null,
            chapters: [],
          },
        ],
        resume: null,
      });
    case '/flks/tiku/mistakes':
      return ok({
        groups: [
          { id: 2, name: '刑法', count: 1, children: [{ id: 21, name: '犯罪构成', count: 1 }] },
        ],
        total: 1,
        dueCount: 1,
        page: 1,
        pageSize: 10,
        list: [MISTAKE],
      });
    case '/flks/auth/userinfo':
      return ok(USER_INFO);
    case '/flks/tiku/papers':
    case '/flks/tiku/favorites':
      return ok({ total: 0, page: 1, pageSize: 10, list: [] });
    default:
      return fail(E.callNotFound, `no answer for ${request.path}`, 404);
  }
}

/** aria-labels a screen reader would read out in English: Latin letters and no Chinese. */
function englishAriaLabels(): string[] {
  return [...document.querySelectorAll('[aria-label]')]
    .map((element) => element.getAttribute('aria-label') ?? '')
    .filter((label) => /[A-Za-z]/.test(label) && !/[\u4e00-\u9fff]/.test(label));
}

function logIn() {
  sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  sessionStore.setFlags({ isLogined: true, isAuthed: true });
}

describe('aria-labels are Chinese', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    resetMockApi(answer);
  });

  it('translates what antd writes in English and hides unnamed icons', () => {
    const { container } = render(
      <div>
        <InputNumber aria-label="每次题数" defaultValue={5} />
        <Segmented options={['小', '大']} />
        <button type="button" aria-label="Close" />
        <span role="img" aria-label="star" className="anticon anticon-star" />
        <span role="img" aria-label="星标" className="anticon anticon-star" />
      </div>,
    );
    localiseAriaLabels(container);
    expect(screen.getByRole('button', { name: '增加数值' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '减少数值' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: '选项切换' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      '星标',
    ]);
    expect(englishAriaLabels()).toEqual([]);
  });

  it.each([
    ['/home', '有章法考'],
    ['/lawList', '中华人民共和国刑法'],
    ['/law/item/1', '为了惩罚犯罪，保护人民，制定本法。'],
    ['/tikulist', '免费题库'],
    ['/mymistake', '关于正当防卫，下列说法正确的是？'],
    ['/user', '138****8000'],
  ])('on %s', async (path, text) => {
    logIn();
    renderApp(path);
    // A page's first lazy import can take seconds on a busy machine: wait for it, not 1 s.
    expect((await screen.findAllByText(text, {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
    await vi.waitFor(() =>
      expect(document.querySelectorAll('[aria-label]').length).toBeGreaterThan(0),
    );
    expect(englishAriaLabels()).toEqual([]);
  });

  it('in a toast', async () => {
    function Toast() {
      const { message } = useFeedback();
      return (
        <button type="button" onClick={() => void message.success('已收藏')}>
          提示
        </button>
      );
    }
    const router = createMemoryRouter([{ path: '*', element: <Toast /> }]);
    renderInApp(router);
    await userEvent.setup().click(screen.getByRole('button', { name: '提示' }));
    expect(await screen.findByText('已收藏')).toBeTruthy();
    expect(englishAriaLabels()).toEqual([]);
  });

  it('in the login dialog', async () => {
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: '有章法考' })).toBeTruthy();
    act(() => openLoginDialog());
    const dialog = await screen.findByRole('dialog', { name: '登录' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeTruthy();
    expect(englishAriaLabels()).toEqual([]);
  });
});
