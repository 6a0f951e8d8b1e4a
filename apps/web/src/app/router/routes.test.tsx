import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../testing/fake-server';
import { resetMockApi } from '../../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../lib/api', () => import('../../testing/mock-api'));

vi.mock('../../features/menu/api/get-head-menu', () => ({
  useHeadMenu: () => ({
    data: [
      { id: 1, name: '首页', settings: { path: '/home' } },
      { id: 2, name: '图书', settings: { path: '/book' } },
    ],
  }),
}));

describe('app pages', () => {
  it('shows the home page with its sections and the study plan', async () => {
    const entries = [
      ['法律法规', '/lawList'],
      ['题库练习', '/tikulist'],
      ['模拟考试', '/examlist'],
      ['图书', '/bookList'],
      ['课程', '/course/videolist'],
      ['文章', '/articlelist'],
    ] as const;
    // The sections come from the server: here the site's 快捷入口 into every section.
    resetMockApi((request) =>
      request.path === '/flks/pagesection/homepage'
        ? ok({
            sections: [
              {
                id: 1,
                kind: 'quickEntries',
                title: '快捷入口',
                data: { entries: entries.map(([label, to]) => ({ label, to })) },
              },
            ],
          })
        : ok({ total: 0, page: 1, pageSize: 20, list: [] }),
    );
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: '有章法考' })).toBeTruthy();
    const sections = await screen.findByRole('list', { name: '快捷入口' });
    for (const [name, href] of entries) {
      expect(
        within(sections)
          .getByRole('link', { name: new RegExp(`^${name}`) })
          .getAttribute('href'),
      ).toBe(href);
    }
    for (const header of ['阶段', '时间', '重点']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeTruthy();
    }
    expect(screen.getByText('© 2024-2026 有章法考 版权所有', { exact: false })).toBeTruthy();
    expect(screen.getByText(/ICP备案号/)).toBeTruthy();
    expect(screen.getByText(/公安备案/)).toBeTruthy();
  });

  it('shows standalone pages without the shared header', async () => {
    // The EPUB reader without a book id says so, on its own page.
    renderApp(paths.bookReader.pattern);
    expect(await screen.findByText('图书不存在')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
  });

  it('shows the exam room on its own, like the real system (no site header)', async () => {
    renderApp(paths.obt.examination.pattern);
    expect(await screen.findByText('缺少考试信息')).toBeTruthy();
    expect(document.title).toContain('国家统一法律职业资格考试模拟考试');
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
  });

  it('shows the 404 page for unknown paths and the error pages at their paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    expect(document.title).toBe('404');
  });

  it('shows the 403 page', async () => {
    renderApp('/403');
    expect(await screen.findByText('抱歉，您无权访问此页面。')).toBeTruthy();
  });

  it('shows the service agreement page with a link to the privacy policy', async () => {
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: '有章法考用户服务协议' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '《有章法考隐私政策》' })).toBeTruthy();
  });

  it('opens the privacy policy from the footer in a dialog', async () => {
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: '隐私政策' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('有章法考隐私政策')).toBeTruthy();
    expect(within(dialog).getByText('一、我们收集的信息')).toBeTruthy();
    expect(within(dialog).getByRole('separator', { name: '拖动调整对话框大小' })).toBeTruthy();
  });

  it('lists the centre pages in the centre sidebar, marking the current one', async () => {
    renderApp('/center');
    const menu = await screen.findByRole('navigation', { name: '个人中心' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '个人信息',
      '我的收藏',
      '我的错题',
      '学习记录',
      '我的笔记',
      '机构用户申请',
    ]);
    expect(within(menu).getByRole('link', { name: '个人信息' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows the question-bank pages', async () => {
    resetMockApi((request) =>
      request.path === '/flks/tiku/catalog'
        ? ok({ banks: [], bankId: null, subjects: [], resume: null })
        : ok({ total: 0, page: 1, pageSize: 20, list: [] }),
    );
    renderApp('/tiku');
    expect(await screen.findByRole('heading', { level: 1, name: '题库练习' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });

  it('shows the book catalogue at /book in the shared layout', async () => {
    resetMockApi(() => ok({ items: [], total: 0, page: 1, pageSize: 12 }));
    const router = renderApp('/book');
    expect(await screen.findByRole('heading', { level: 1, name: '图书' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bookList');
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });

  it('shows the download area at /download in the shared layout', async () => {
    resetMockApi(() => ok({ items: [], total: 0, page: 1, pageSize: 20 }));
    const router = renderApp('/download');
    expect(await screen.findByRole('heading', { level: 1, name: '下载专区' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/DownloadList');
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });

  it('shows /zg on its own, without the shared header', async () => {
    resetMockApi((request) =>
      request.path === '/flks/tiku/catalog'
        ? ok({ banks: [], bankId: null, subjects: [], resume: null })
        : ok({ total: 0, page: 1, pageSize: 20, list: [] }),
    );
    renderApp('/zg');
    expect(await screen.findByRole('heading', { level: 1, name: '主观题练习' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    expect(await screen.findByText('暂无主观题')).toBeTruthy();
  });

  it('shows the wrong-answer book, favourites and records in the centre', async () => {
    for (const [path, title] of [
      ['/mymistake', '我的错题'],
      ['/myfavorite', '我的收藏'],
      ['/learnrecord', '学习记录'],
    ] as const) {
      const router = renderApp(path);
      const menu = await screen.findByRole('navigation', { name: '个人中心' });
      expect(within(menu).getByRole('link', { name: title }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(await screen.findByText('请先登录')).toBeTruthy();
      router.dispose();
      cleanup();
    }
  });
});
