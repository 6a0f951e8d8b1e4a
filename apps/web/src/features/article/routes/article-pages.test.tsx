import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { fail, ok } from '../../../testing/fake-server';
import { mockApi, mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { ArticleDetailPage } from './article-detail-page';
import { ArticleListPage } from './article-list-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const card = (id: number, title: string, column = '法条解读') => ({
  id,
  title,
  author: '周律师',
  column,
  tags: ['刑法'],
  summary: `${title}的摘要`,
  cover: null,
  publishedAt: '2026-05-18T02:30:00.000Z',
  views: 12,
  readingMinutes: 3,
});

function LawPage() {
  const location = useLocation();
  return <p>法规页 {location.pathname + location.hash}</p>;
}

function renderAt(path: string) {
  return renderWithRouter(
    <Routes>
      <Route path="/articlelist" element={<ArticleListPage />} />
      <Route path="/article/item/:id" element={<ArticleDetailPage />} />
      <Route path={paths.lawItem.pattern} element={<LawPage />} />
    </Routes>,
    path,
  );
}

describe('the article pages', { timeout: 20_000 }, () => {
  it('lists articles with column tabs, tags, search and most read, filters kept in the URL', async () => {
    resetMockApi(() =>
      ok({
        items: [card(1, '读懂正当防卫')],
        total: 1,
        page: 1,
        pageSize: 10,
        tags: ['刑法', '民法'],
        mostRead: [{ id: 2, title: '错题本怎么记', views: 99 }],
      }),
    );
    const { router } = renderAt('/articlelist');
    const list = await screen.findByRole('list', { name: '文章列表' });
    expect(within(list).getByRole('link', { name: '读懂正当防卫' }).getAttribute('href')).toBe(
      '/article/item/1',
    );
    expect(within(list).getByText('约 3 分钟读完')).toBeTruthy();
    const side = screen.getByRole('complementary', { name: '最多阅读' });
    expect(within(side).getByRole('link', { name: '错题本怎么记' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: '法律实务' }));
    expect(router.state.location.search).toBe(`?column=${encodeURIComponent('法律实务')}`);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '标签' })).getByRole('button', {
        name: '#民法',
      }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索文章' }), '时效{Enter}');
    const last = mockRequests.at(-1);
    expect(last?.body).toMatchObject({ column: '法律实务', tag: '民法', keyword: '时效', page: 1 });
  });

  it('says so when a search finds nothing', async () => {
    resetMockApi(() => ok({ items: [], total: 0, page: 1, pageSize: 10, tags: [], mostRead: [] }));
    renderAt(paths.articleList.href({ q: '，' }));
    expect(await screen.findByText('没有找到相关文章，换个关键词试试')).toBeTruthy();
  });

  it('shows an article whose citation opens the law page inside the app', async () => {
    resetMockApi(() =>
      ok({
        article: {
          ...card(1, '读懂正当防卫'),
          bodyHtml:
            '<p>见<a class="law-citation" href="/Template/yzfk/law/item/3#art-4">刑法第二十条</a>。</p>',
        },
        previous: null,
        next: { id: 5, title: '受案范围' },
      }),
    );
    const { router } = renderAt('/article/item/1');
    expect(await screen.findByRole('heading', { level: 1, name: '读懂正当防卫' })).toBeTruthy();
    expect(screen.getByText('发布于 2026-05-18')).toBeTruthy();
    expect(screen.getByText('约 3 分钟读完')).toBeTruthy();
    const neighbours = screen.getByRole('navigation', { name: '上一篇和下一篇' });
    expect(within(neighbours).getByRole('link', { name: '受案范围' }).getAttribute('href')).toBe(
      '/article/item/5',
    );
    await userEvent.click(screen.getByRole('link', { name: '刑法第二十条' }));
    expect(await screen.findByText('法规页 /law/item/3#art-4')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.lawItem.href({ id: 3 }));
  });

  it('says 文章不存在 for an unknown article, without a toast', async () => {
    resetMockApi(() => fail(E.articleNotFound, '文章不存在', 404));
    renderAt('/article/item/999');
    expect(await screen.findByText('文章不存在')).toBeTruthy();
    expect(mockApi.toasts).toEqual([]);
    expect(screen.getByRole('link', { name: '返回文章列表' })).toBeTruthy();
  });
});
