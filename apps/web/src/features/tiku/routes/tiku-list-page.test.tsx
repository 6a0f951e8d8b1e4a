import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCatalog } from '../api/get-catalog';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { closeAccessDialog } from '../../../lib/access-dialog';
import { closeIdentityDialog } from '../../../lib/identity-dialog';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { DialogProbe } from '../../../testing/dialog-probe';
import { SESSION_ID, bank, logIn, practiceSession } from '../testing/tiku-fixtures';
import { TikuListPage } from './tiku-list-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const chapter = (id: number, name: string, questionCount: number, answeredCount: number) => ({
  id,
  name,
  questionCount,
  answeredCount,
  accuracy: answeredCount ? 0.75 : null,
  children: [],
});

function catalog(resume: TCatalog['resume'] = null): TCatalog {
  return {
    banks: [
      bank(),
      bank({
        id: 2,
        code: 'vip',
        name: '精品题库',
        isFree: false,
        accessible: false,
        isSample: false,
        questionCount: 3000,
      }),
    ],
    bankId: 1,
    subjects: [
      {
        id: 10,
        name: '民法',
        questionCount: 80,
        answeredCount: 20,
        accuracy: 0.75,
        chapters: [
          { ...chapter(101, '民事法律行为', 30, 20), children: [chapter(1011, '意思表示', 10, 4)] },
          chapter(102, '物权', 50, 0),
        ],
      },
      { id: 11, name: '刑法', questionCount: 40, answeredCount: 0, accuracy: null, chapters: [] },
    ],
    resume,
  };
}

const PAPER = {
  id: 9,
  kind: 'past' as const,
  title: '2023 年客观题卷一',
  year: 2023,
  bankId: 1,
  bankName: '免费题库',
  accessible: true,
  questionCount: 100,
  totalPoints: 150,
  timeLimitMinutes: 180,
  partialCredit: false,
  bestScore: 96,
  unfinishedSessionId: null,
};

function serve(data: TCatalog = catalog()) {
  resetMockApi((request) => {
    switch (request.path) {
      case '/flks/tiku/catalog':
        return ok(data);
      case '/flks/tiku/papers':
        return ok({
          total: 2,
          page: 1,
          pageSize: 10,
          list: [
            PAPER,
            {
              ...PAPER,
              id: 10,
              title: '2022 年客观题卷二',
              year: 2022,
              bestScore: null,
              unfinishedSessionId: SESSION_ID,
            },
          ],
        });
      case '/flks/tiku/practice/start':
        return ok({ session: practiceSession() });
      default:
        return ok({});
    }
  });
}

function renderPage(path = '/tikulist') {
  return renderWithRouter(
    <>
      <TikuListPage />
      <DialogProbe />
    </>,
    path,
  );
}

describe('question bank /tikulist', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    closeIdentityDialog();
  });

  it('shows banks (paid ones locked), subjects with progress and the chapter tree', async () => {
    serve();
    renderPage();
    const user = userEvent.setup();

    const banks = await screen.findByRole('radiogroup', { name: '题库' });
    expect(
      within(banks)
        .getByRole('radio', { name: /免费题库/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    const paid = within(banks).getByRole('radio', { name: /精品题库/ });
    expect(paid.textContent).toContain('需授权');

    const tree = screen.getByRole('list', { name: '科目与章节' });
    expect(tree.textContent).toContain('已做 20/80');
    expect(tree.textContent).toContain('正确率 75%');
    expect(within(tree).getByText('民事法律行为')).toBeTruthy();
    expect(within(tree).queryByText('意思表示')).toBeNull();
    await user.click(within(tree).getByRole('button', { name: '展开 民事法律行为' }));
    expect(within(tree).getByText('意思表示')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '民法 已做 20/80' })).toBeTruthy();

    for (const name of ['主观题练习', '错题本', '我的收藏', '学习记录']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('opens the login dialog instead of starting for a visitor', async () => {
    serve();
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: '练习 民法' }));
    expect(screen.getByRole('status', { name: 'identity dialog' }).textContent).toBe('login');
    expect(mockRequests.some((r) => r.path === '/flks/tiku/practice/start')).toBe(false);
  });

  it('starts a chapter in 背题 mode with the chosen count and goes to /zj', async () => {
    serve();
    logIn();
    const { router } = renderPage();
    const user = userEvent.setup();
    const count = await screen.findByRole('spinbutton', { name: '每次题数' });
    await user.clear(count);
    await user.type(count, '30');
    await user.click(screen.getByRole('button', { name: '背题 物权' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/zj'));
    expect(router.state.location.search).toBe(`?session=${SESSION_ID}`);
    expect(mockRequests.find((r) => r.path === '/flks/tiku/practice/start')?.body).toEqual({
      kind: 'chapter',
      bankId: 1,
      subjectId: 10,
      chapterId: 102,
      count: 30,
      mode: 'recite',
    });
  });

  it('offers to resume the latest session', async () => {
    serve(catalog(practiceSession({ position: 4, total: 20, answeredCount: 4, accuracy: 0.5 })));
    logIn();
    renderPage();
    const card = await screen.findByRole('region', { name: '继续练习' });
    expect(card.textContent).toContain('第 5 / 20 题');
    expect(within(card).getByRole('link', { name: '继续练习' }).getAttribute('href')).toBe(
      paths.zj.href({ session: SESSION_ID }),
    );
  });

  it('lists past papers with their figures, 开始 timed or not, and 继续', async () => {
    serve();
    logIn();
    const { router } = renderPage('/tikulist?tab=past');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: '试卷列表' });
    expect(list.textContent).toContain('100 题');
    expect(list.textContent).toContain('总分 150 分');
    expect(list.textContent).toContain('限时 180 分钟');
    expect(list.textContent).toContain('最高分 96');
    expect(within(list).getByRole('button', { name: '继续 2022 年客观题卷二' })).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: '限时模考 2023 年客观题卷一' }));
    await waitFor(() =>
      expect(mockRequests.find((r) => r.path === '/flks/tiku/practice/start')?.body).toEqual({
        kind: 'paper',
        paperId: 9,
        timed: true,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/zj'));
    expect(mockRequests.find((r) => r.path === '/flks/tiku/papers')?.body).toMatchObject({
      kind: 'past',
      bankId: 1,
    });
  });

  it('shows a paid bank the user may not practise, with practising locked', async () => {
    const data = catalog();
    resetMockApi((request) =>
      request.path === '/flks/tiku/catalog'
        ? ok({ ...data, bankId: (request.body as { bankId?: number }).bankId ?? 1 })
        : ok({}),
    );
    logIn();
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /精品题库/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?bank=2'));
    const locked = await screen.findByRole('region', { name: '需授权' });
    expect(within(locked).getByText('需授权后才能练习')).toBeTruthy();
    expect(locked.textContent).toContain('「精品题库」需授权后才能练习，可先浏览其科目与章节。');
    expect(screen.getByRole('button', { name: '练习 民法' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '背题 民法' }).hasAttribute('disabled')).toBe(true);

    // 获取授权 opens the one dialog, naming the bank.
    const probe = screen.getByRole('status', { name: 'access dialog' });
    expect(probe.textContent).toBe('none');
    await user.click(within(locked).getByRole('button', { name: '获取授权' }));
    expect(probe.textContent).toBe('精品题库');
    act(() => closeAccessDialog());
  });
});
