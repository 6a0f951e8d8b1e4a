import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { buildRoutes } from '../router/build-routes';
import { ROUTE_TABLE } from '../router/route-table';
import { SiteHeader } from './site-header';

// The server's header menu, as /flks/pagesection/get answers for headMenu.
vi.mock('../../features/menu/api/get-head-menu', () => ({
  useHeadMenu: () => ({
    data: [
      { id: 1, name: '首页', settings: { path: '/home' } },
      { id: 2, name: '图书', settings: { path: '/book' } },
      { id: 3, name: '课程', settings: { path: '/course' } },
      { id: 4, name: '题库', settings: { path: '/tiku' } },
      { id: 5, name: '考试', settings: { path: '/exam' } },
      { id: 6, name: '法规', settings: { path: '/law' } },
      { id: 7, name: '文章', settings: { path: '/article' } },
      { id: 8, name: '下载', settings: { path: '/download' } },
    ],
  }),
}));

function EmptyPage() {
  return null;
}

function Shell() {
  return (
    <>
      <SiteHeader />
      <Outlet />
    </>
  );
}

async function renderAt(path: string) {
  const routes = buildRoutes(ROUTE_TABLE, {
    root: { Component: Shell, HydrateFallback: EmptyPage },
    page: () => () => Promise.resolve({ Component: EmptyPage }),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('navigation', { name: '主菜单' });
  return router;
}

function activeEntries(): string[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('site header', () => {
  it('renders the server menu as links', async () => {
    await renderAt('/home');
    expect(screen.getByRole('link', { name: '图书' }).getAttribute('href')).toBe('/book');
    expect(screen.getByRole('link', { name: '下载' }).getAttribute('href')).toBe('/download');
    expect(screen.getByRole('link', { name: '有章法考 首页' })).toBeTruthy();
  });

  it.each([
    ['/home', '首页'],
    ['/bookList', '图书'],
    ['/book/detail/3', '图书'],
    ['/course/audiolist', '课程'],
    ['/zj', '题库'],
    ['/exam/searchlaw', '考试'],
    ['/law/item/1', '法规'],
    ['/articlelist', '文章'],
    ['/DownloadList', '下载'],
  ])('on %s marks %s as the active entry', async (path, name) => {
    await renderAt(path);
    expect(activeEntries()).toEqual([name]);
    expect(screen.getByRole('link', { name }).classList.contains('active')).toBe(true);
  });

  it('marks no entry on pages outside the menu sections', async () => {
    await renderAt('/user');
    expect(activeEntries()).toEqual([]);
    expect(document.querySelectorAll('.head-menu__link.active')).toHaveLength(0);
  });

  it('moves the active entry when the user navigates', async () => {
    const router = await renderAt('/home');
    await router.navigate('/tikulist');
    await vi.waitFor(() => expect(activeEntries()).toEqual(['题库']));
  });

  describe('on a narrow screen, the menu button', () => {
    afterEach(() => sessionStore.deleteToken());

    async function openDrawer() {
      const router = await renderAt('/lawList');
      await userEvent.setup().click(screen.getByRole('button', { name: '打开菜单' }));
      const drawer = await screen.findByRole('dialog', { name: '菜单' });
      return { router, drawer };
    }

    it('opens a drawer with every section, the active one marked, and 登录', async () => {
      const { drawer } = await openDrawer();
      const sections = within(drawer).getByRole('navigation', { name: '全部栏目' });
      expect(
        within(sections)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['首页', '图书', '课程', '题库', '考试', '法规', '文章', '下载']);
      expect(
        within(sections).getByRole('link', { name: '法规' }).getAttribute('aria-current'),
      ).toBe('page');
      expect(within(drawer).getByRole('button', { name: '登 录' })).toBeTruthy();
    });

    it('lists the user centre and 退出登录 for a logged-in user', async () => {
      sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
      sessionStore.setFlags({ isLogined: true, isAuthed: true });
      sessionStore.setUserInfo({ authType: 1, nickName: '张三' });
      const { drawer } = await openDrawer();
      const account = within(drawer).getByRole('navigation', { name: '个人中心' });
      expect(within(account).getByText('张三')).toBeTruthy();
      expect(within(account).getByRole('link', { name: '个人中心' }).getAttribute('href')).toBe(
        '/user',
      );
      expect(within(account).getByRole('link', { name: '我的错题' })).toBeTruthy();
      // My maps and outlines are outside the centre's menu, and listed after it.
      expect(within(account).getByRole('link', { name: '我的导图' }).getAttribute('href')).toBe(
        '/mymind',
      );
      expect(within(account).getByRole('link', { name: '我的提纲' }).getAttribute('href')).toBe(
        '/myoutline',
      );
      expect(within(account).getByRole('button', { name: '退出登录' })).toBeTruthy();
    });

    it('closes the drawer when a section is chosen', async () => {
      const { router, drawer } = await openDrawer();
      await userEvent.setup().click(within(drawer).getByRole('link', { name: '题库' }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tikulist'));
      await vi.waitFor(() =>
        expect(screen.getByRole('button', { name: '打开菜单' }).getAttribute('aria-expanded')).toBe(
          'false',
        ),
      );
    });
  });
});
