import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../../testing/mock-api';
import { renderWithRouter } from '../../../../testing/render-with-router';
import { bookCard, bookList } from '../../testing/book-fixtures';
import { BookListPage } from './book-list-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../../lib/api', () => import('../../../../testing/mock-api'));

describe('the book catalogue', { timeout: 20_000 }, () => {
  it('asks for the filters in the URL and shows each card with its access and my share read', async () => {
    resetMockApi(() =>
      ok(
        bookList([
          bookCard({ readShare: 0.375, coverUrl: '/media/3?exp=1' }),
          bookCard({ id: 6, title: '宪法修正案', access: 'code', audioChapters: 0 }),
          bookCard({ id: 7, title: '民法典', access: 'authorised', category: '考试用书' }),
        ]),
      ),
    );
    renderWithRouter(
      <BookListPage audio={false} />,
      `/bookList?${new URLSearchParams({ category: '法条汇编', q: '宪法', sort: 'title', page: '2' })}`,
    );
    const list = await screen.findByRole('list', { name: '图书' });
    expect(mockRequests[0]?.body).toEqual({
      category: '法条汇编',
      q: '宪法',
      sort: 'title',
      page: 2,
      pageSize: 12,
    });
    const free = within(list).getByRole('link', { name: '中华人民共和国宪法' });
    expect(free.getAttribute('href')).toBe(paths.bookDetail.href({ id: 5 }));
    for (const text of ['全国人民代表大会', '法条汇编', '免费', '有声书 2 章', '已读 38%']) {
      expect(free.textContent).toContain(text);
    }
    expect(within(free).getByRole('img', { name: '中华人民共和国宪法 封面' })).toBeTruthy();
    const code = within(list).getByRole('link', { name: '宪法修正案' });
    expect(code.textContent).toContain('扫码阅读');
    expect(code.textContent).not.toContain('已读');
    expect(within(list).getByRole('link', { name: '民法典' }).textContent).toContain('需授权');
    // The search box shows the URL's search.
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: '搜索书名或作者' }).value).toBe(
      '宪法',
    );
  });

  it('/audioBook asks for audiobooks only and its cards open the audiobook', async () => {
    resetMockApi(() => ok(bookList([bookCard()])));
    renderWithRouter(<BookListPage audio />, '/audioBook');
    const list = await screen.findByRole('list', { name: '有声书' });
    expect(mockRequests[0]?.body).toMatchObject({ audio: true, sort: 'newest', page: 1 });
    expect(within(list).getByRole('link').getAttribute('href')).toBe('/book/audiodetail/5');
  });

  it('keeps a search and a sort in the URL and starts again from page 1', async () => {
    resetMockApi(() => ok(bookList([bookCard()], 30)));
    const { router } = renderWithRouter(<BookListPage audio={false} />, '/bookList?page=3');
    await screen.findByRole('list', { name: '图书' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: '搜索书名或作者' }),
      ' 宪法 {Enter}',
    );
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ q: '宪法' })}`);
    await userEvent.click(screen.getByText('最热'));
    expect(router.state.location.search).toBe(
      `?${new URLSearchParams({ q: '宪法', sort: 'popular' })}`,
    );
    await waitFor(() =>
      expect(mockRequests.at(-1)?.body).toMatchObject({ q: '宪法', sort: 'popular', page: 1 }),
    );
    await userEvent.click(screen.getByText('最新'));
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ q: '宪法' })}`);
  });

  it('offers to clear the filters when nothing matches', async () => {
    resetMockApi(() => ok(bookList([])));
    const { router } = renderWithRouter(
      <BookListPage audio={false} />,
      `/bookList?${new URLSearchParams({ category: '考试用书', q: '刑法', sort: 'title' })}`,
    );
    await screen.findByText('没有符合条件的图书');
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(router.state.location.search).toBe('?sort=title');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: '搜索书名或作者' }).value).toBe(
      '',
    );
  });
});
