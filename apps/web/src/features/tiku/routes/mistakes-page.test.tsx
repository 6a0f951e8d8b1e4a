import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMistake } from '@yzfk/contract/calls/tiku-personal';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { SESSION_ID, logIn, practiceSession } from '../testing/tiku-fixtures';
import { MistakesPage } from './mistakes-page';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

function mistake(id: number, chosen: string[], answer: string[]): TMistake {
  return {
    question: {
      id,
      type: answer.length > 1 ? 'multiple' : 'single',
      subjectName: '刑法',
      chapterName: '犯罪构成',
      stemText: `第${id}题：关于正当防卫，下列说法正确的是？`,
      options: ['A', 'B', 'C', 'D'].map((key) => ({ key, html: `刑法选项${key}` })),
      source: { year: 2021, paper: '卷二', number: id },
    },
    chosen,
    answer,
    wrongCount: 3,
    lastWrongAt: '2025-05-06T14:03:27',
    reviewStage: 1,
    nextReviewAt: '2025-05-09T14:03:27',
    due: id === 11,
  };
}

function serve(list: TMistake[]) {
  resetMockApi((request) => {
    if (request.path === '/flks/tiku/mistakes') {
      return ok({
        groups: list.length
          ? [
              {
                id: 2,
                name: '刑法',
                count: list.length,
                children: [
                  { id: 21, name: '犯罪构成', count: list.length },
                  { id: null, name: '未分章节', count: 0 },
                ],
              },
            ]
          : [],
        total: list.length,
        dueCount: 1,
        page: 1,
        pageSize: 10,
        list,
      });
    }
    if (request.path === '/flks/tiku/mistake/remove') {
      const { questionId } = request.body as { questionId: number };
      list = list.filter((m) => m.question.id !== questionId);
      return ok({ removed: true });
    }
    if (request.path === '/flks/tiku/practice/start') {
      return ok({ session: practiceSession({ kind: 'mistakes', title: '错题重做' }) });
    }
    return ok({});
  });
}

describe('wrong-answer book /mymistake', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
  });

  it('asks a visitor to log in', () => {
    serve([]);
    renderWithRouter(<MistakesPage />, '/mymistake');
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(mockRequests).toEqual([]);
  });

  it('says when the book is empty', async () => {
    serve([]);
    logIn();
    renderWithRouter(<MistakesPage />, '/mymistake');
    expect(await screen.findByText('暂无错题')).toBeTruthy();
  });

  it('shows the chosen answer, marked wrong, against the right one', async () => {
    serve([mistake(11, ['B'], ['A']), mistake(12, ['A', 'D'], ['A', 'C'])]);
    logIn();
    renderWithRouter(<MistakesPage />, '/mymistake');

    const first = await screen.findByRole('listitem', { name: '错题 11' });
    expect(within(first).getByText('第11题：关于正当防卫，下列说法正确的是？')).toBeTruthy();
    expect(first.textContent).toContain('你的答案：B');
    expect(first.textContent).toContain('正确答案：A');
    const chosen = within(first).getByText('刑法选项B').closest('li');
    expect(chosen?.className).toContain('option-list__option--wrong');
    expect(within(chosen as HTMLElement).getByText('你的答案')).toBeTruthy();
    const right = within(first).getByText('刑法选项A').closest('li');
    expect(right?.className).toContain('option-list__option--right');
    expect(first.textContent).toContain('答错 3 次');
    expect(first.textContent).toContain('最近答错 2025-05-06 14:03');
    expect(first.textContent).toContain('下次复习 2025-05-09');
    expect(within(first).getByText('待复习')).toBeTruthy();

    const second = screen.getByRole('listitem', { name: '错题 12' });
    expect(second.textContent).toContain('你的答案：A、D');
    expect(second.textContent).toContain('正确答案：A、C');
    // A was right and chosen: marked right, not wrong.
    expect(within(second).getByText('刑法选项A').closest('li')?.className).not.toContain('wrong');

    expect(screen.getByRole('navigation', { name: '错题分类' }).textContent).toContain('刑法（2）');
    expect(screen.getByText(/共/).textContent).toContain('共 2 道错题，其中 1 道到期待复习');
  });

  it('removes a mistake after confirming', async () => {
    serve([mistake(11, ['B'], ['A']), mistake(12, ['C'], ['D'])]);
    logIn();
    renderWithRouter(<MistakesPage />, '/mymistake');
    const user = userEvent.setup();

    const first = await screen.findByRole('listitem', { name: '错题 11' });
    await user.click(within(first).getByRole('button', { name: '移出错题本' }));
    expect(mockRequests.some((r) => r.path === '/flks/tiku/mistake/remove')).toBe(false);
    await user.click(await screen.findByRole('button', { name: '移出' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: '错题 11' })).toBeNull());
    expect(mockRequests.find((r) => r.path === '/flks/tiku/mistake/remove')?.body).toEqual({
      questionId: 11,
    });
  });

  it('redoes the mistakes of the chosen subject in a new session', async () => {
    serve([mistake(11, ['B'], ['A'])]);
    logIn();
    const { router } = renderWithRouter(<MistakesPage />, '/mymistake?subject=2');
    await userEvent.setup().click(await screen.findByRole('button', { name: '重做错题' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zj'));
    expect(router.state.location.search).toBe(`?session=${SESSION_ID}`);
    expect(mockRequests.find((r) => r.path === '/flks/tiku/practice/start')?.body).toEqual({
      kind: 'mistakes',
      subjectId: 2,
      dueOnly: false,
      count: 20,
    });
  });
});
