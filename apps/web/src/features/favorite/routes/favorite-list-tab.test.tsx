import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { FavoriteListTab } from './favorite-list-tab';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const item = (targetId: number, title: string, extra: Record<string, unknown> = {}) => ({
  kind: 'course',
  targetId,
  title,
  summary: '张老师',
  locked: false,
  missing: false,
  favoritedAt: '2026-11-20T02:00:00.000Z',
  ...extra,
});

/** A fake list call over `items`, paged as the server pages, with removal. */
function fakeList(initial: ReturnType<typeof item>[]) {
  let items = [...initial];
  resetMockApi((request) => {
    if (request.path === '/flks/favorite/set') {
      const { targetId } = request.body as { targetId: number };
      items = items.filter((entry) => entry.targetId !== targetId);
      return ok({ kind: 'course', targetId, isFavorite: false });
    }
    const { page, pageSize } = request.body as { page: number; pageSize: number };
    return ok({
      items: items.slice((page - 1) * pageSize, page * pageSize),
      total: items.length,
      page,
      pageSize,
    });
  });
}

function renderAt(path: string) {
  return renderWithRouter(
    <Routes>
      <Route path="/myfavorite" element={<FavoriteListTab kind="course" />} />
    </Routes>,
    path,
  );
}

describe('a favourites tab', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true });
  });

  it('lists my courses with links, 未解锁 on a locked one, and removes one in place', async () => {
    fakeList([item(1, '民法总论精讲', { locked: true }), item(2, '刑法分则')]);
    renderAt('/myfavorite?tab=course');
    const list = await screen.findByRole('list', { name: '收藏的课程' });
    expect(within(list).getByRole('link', { name: '民法总论精讲' }).getAttribute('href')).toBe(
      paths.videoDetail.href({ id: 1 }),
    );
    expect(within(list).getByText('未解锁')).toBeTruthy();
    expect(within(list).getAllByText('收藏于 2026-11-20')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: '取消收藏 刑法分则' }));
    expect(await screen.findByText('已取消收藏')).toBeTruthy();
    expect(mockRequests.find((r) => r.path === '/flks/favorite/set')?.body).toEqual({
      kind: 'course',
      targetId: 2,
      favorite: false,
    });
    await vi.waitFor(() => expect(within(list).queryByText('刑法分则')).toBeNull());
    expect(within(list).getByText('民法总论精讲')).toBeTruthy();
  });

  it('says what to do when there is none', async () => {
    fakeList([]);
    renderAt('/myfavorite?tab=course');
    expect(await screen.findByText('暂无收藏的课程')).toBeTruthy();
    expect(screen.getByText('在课程页面点击「收藏」即可收进这里。')).toBeTruthy();
  });

  it('says a page past the end is empty and goes back to the last page', async () => {
    fakeList([item(1, '民法总论精讲')]);
    renderAt('/myfavorite?tab=course&page=4');
    expect(await screen.findByText('第 4 页没有收藏的课程，共 1 页')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '回到第 1 页' }));
    expect(await screen.findByRole('link', { name: '民法总论精讲' })).toBeTruthy();
  });
});
