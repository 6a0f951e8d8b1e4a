import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { ok } from '../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../testing/mock-api';
import { renderApp } from '../testing/render-app';

vi.mock('../../lib/api', () => import('../../testing/mock-api'));

vi.mock('../../features/menu/api/get-head-menu', () => ({
  useHeadMenu: () => ({ data: [{ id: 1, name: '首页', settings: { path: '/home' } }] }),
}));

function serveMistakes(dueCount: number) {
  resetMockApi((request) =>
    request.path === '/flks/tiku/mistakes'
      ? ok({ groups: [], total: dueCount, dueCount, page: 1, pageSize: 1, list: [] })
      : ok({ total: 0, page: 1, pageSize: 20, list: [] }),
  );
}

function renderCentre(path = '/learnrecord') {
  renderApp(path);
  return screen.findByRole('navigation', { name: '个人中心' });
}

function logIn() {
  sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  sessionStore.setFlags({ isLogined: true });
}

describe('centre menu badges', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStore.deleteToken());

  it('shows how many mistakes are due beside 我的错题', async () => {
    serveMistakes(7);
    logIn();
    const menu = await renderCentre();
    const link = await within(menu).findByRole('link', { name: '我的错题 7 道待复习' });
    expect(link.getAttribute('href')).toBe('/mymistake');
    expect(within(link).getByTitle('7 道错题待复习').textContent).toBe('7 道待复习');
  });

  it('caps the count at 99+', async () => {
    serveMistakes(120);
    logIn();
    const menu = await renderCentre();
    const link = await within(menu).findByRole('link', { name: '我的错题 99+ 道待复习' });
    expect(within(link).getByTitle('120 道错题待复习')).toBeTruthy();
  });

  it('shows no badge when nothing is due', async () => {
    serveMistakes(0);
    logIn();
    const menu = await renderCentre('/mymistake');
    expect(await screen.findByText('暂无错题')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: '我的错题' })).toBeTruthy();
    expect(within(menu).queryByTitle(/待复习/)).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    serveMistakes(5);
    const menu = await renderCentre('/mymistake');
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: '我的错题' })).toBeTruthy();
    expect(mockRequests.map((r) => r.path)).not.toContain('/flks/tiku/mistakes');
  });
});
