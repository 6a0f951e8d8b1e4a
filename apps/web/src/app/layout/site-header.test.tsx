import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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
  render(<RouterProvider router={router} />);
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
});
