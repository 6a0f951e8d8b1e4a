import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { SESSION_ID, logIn, practiceSession } from '../testing/tiku-fixtures';
import { FavoritesPage } from './favorites-page';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

function favorite(id: number) {
  return {
    question: {
      id,
      type: 'single' as const,
      subjectName: '行政法与行政诉讼法',
      chapterName: null,
      stemText: `第${id}题：关于行政许可的撤销，下列说法正确的是？`,
      options: [],
      source: { year: null, paper: null, number: null },
    },
    createdAt: '2025-05-01T09:00:00.000Z',
  };
}

describe('favourites /myfavorite', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
  });

  it('lists starred questions under 试题, unstars one and practises them', async () => {
    let list = [favorite(1), favorite(2)];
    resetMockApi((request) => {
      if (request.path === '/flks/tiku/favorites') {
        return ok({ total: list.length, page: 1, pageSize: 10, list });
      }
      if (request.path === '/flks/tiku/question/favorite') {
        list = list.filter(
          (f) => f.question.id !== (request.body as { questionId: number }).questionId,
        );
        return ok({ favorite: false });
      }
      if (request.path === '/flks/tiku/practice/start') {
        return ok({ session: practiceSession({ kind: 'favorites' }) });
      }
      return ok({});
    });
    logIn();
    const { router } = renderWithRouter(<FavoritesPage />, '/myfavorite');
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: '试题' })).toBeTruthy();
    expect(await screen.findByText('第1题：关于行政许可的撤销，下列说法正确的是？')).toBeTruthy();
    expect(screen.getAllByText('收藏于 2025-05-01')).toHaveLength(2);

    await user.click(screen.getAllByRole('button', { name: '取消收藏' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText(/^第1题/)).toBeNull());
    expect(mockRequests.find((r) => r.path === '/flks/tiku/question/favorite')?.body).toEqual({
      questionId: 1,
      favorite: false,
    });

    await user.click(screen.getByRole('button', { name: '练习收藏' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?session=${SESSION_ID}`));
    expect(router.state.location.pathname).toBe('/zj');
  });

  it('says when nothing is starred', async () => {
    resetMockApi(() => ok({ total: 0, page: 1, pageSize: 10, list: [] }));
    logIn();
    renderWithRouter(<FavoritesPage />, '/myfavorite');
    expect(await screen.findByText('暂无收藏的试题')).toBeTruthy();
  });
});
