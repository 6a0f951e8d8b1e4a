import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getLawLibraryCall, lawLibraryLoadingText } from '@yzfk/contract/calls/law';
import { globalSearchCall, type TSearchGroup, type TTabCount } from '@yzfk/contract/calls/search';
import { E } from '@yzfk/contract/error-codes';
import { fail, ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { SearchPage } from './search-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const TABS = ['law', 'article-clause', 'question', 'book', 'course', 'article', 'download'];

function counts(totals: number[]): TTabCount[] {
  return TABS.map((tab, index) => ({
    tab: tab as TTabCount['tab'],
    total: totals[index] ?? 0,
    capped: false,
  }));
}

const bookHit: TSearchGroup['hits'][number] = {
  id: 3,
  title: '中华人民共和国宪法',
  // A snippet is text: markup in it is shown, never run.
  snippet: [
    { text: '全文 <img src=x onerror=alert(1)> ', hit: false },
    { text: '宪法', hit: true },
  ],
  tags: ['法条汇编'],
  path: paths.bookDetail.href({ id: 3 }),
};
const bookGroup: TSearchGroup = { tab: 'book', total: 1, capped: false, hits: [bookHit] };

/** The searches asked, in order (the law library's status is asked beside them). */
function searches() {
  return mockRequests.filter((request) => request.path === globalSearchCall.path);
}

function reply(tab: string, groups: TSearchGroup[], totals = [2, 5, 0, 1, 0, 0, 1]) {
  return ok({ query: '宪法', tab, terms: ['宪法'], counts: counts(totals), groups });
}

describe('the search page', { timeout: 20_000 }, () => {
  it('asks for the address’s query and tab, and shows every tab’s count', async () => {
    resetMockApi(() => reply('all', [bookGroup]));
    renderWithRouter(<SearchPage />, paths.search.href({ q: '宪法' }));
    const section = await screen.findByRole('region', { name: '图书' });
    expect(searches()[0]?.body).toMatchObject({ query: '宪法', tab: 'all', page: 1 });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      '全部',
      '法规（2）',
      '条文（5）',
      '题目（0）',
      '图书（1）',
      '课程（0）',
      '文章（0）',
      '下载（1）',
    ]);
    const link = within(section).getByRole('link', { name: /^中华人民共和国\s*宪法$/ });
    expect(link.getAttribute('href')).toBe(paths.bookDetail.href({ id: 3 }));
    expect(within(section).getAllByText('宪法', { selector: 'mark' })).toHaveLength(2);
    expect(section.querySelector('img')).toBeNull();
    expect(section.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('moves to a tab in the address and pages it', async () => {
    const many = {
      ...bookGroup,
      total: 45,
      hits: Array.from({ length: 20 }, (_, i) => ({ ...bookHit, id: i + 1 })),
    };
    resetMockApi((request) =>
      reply((request.body as { tab: string }).tab, [many], [0, 0, 0, 45, 0, 0, 0]),
    );
    renderWithRouter(<SearchPage />, paths.search.href({ q: '宪法' }));
    await userEvent.click(await screen.findByRole('tab', { name: '图书（45）' }));
    await waitFor(() =>
      expect(searches().at(-1)?.body).toMatchObject({ query: '宪法', tab: 'book', page: 1 }),
    );
    await userEvent.click(await screen.findByTitle('2'));
    await waitFor(() => expect(searches().at(-1)?.body).toMatchObject({ tab: 'book', page: 2 }));
  });

  it('marks the defining article and says when the articles are a fallback', async () => {
    const clause: TSearchGroup = {
      tab: 'article-clause',
      total: 2,
      capped: false,
      match: 'words',
      hits: [
        { ...bookHit, id: 7, title: '中华人民共和国民法典 第五百三十三条', label: '定义条文' },
        { ...bookHit, id: 8, title: '中华人民共和国民法典 第五百三十四条' },
      ],
    };
    resetMockApi(() => reply('article-clause', [clause], [0, 2, 0, 0, 0, 0, 0]));
    renderWithRouter(<SearchPage />, paths.search.href({ q: '宪法', tab: 'article-clause' }));
    const section = await screen.findByRole('region', { name: '条文' });
    expect(within(section).getByRole('note').textContent).toBe(
      '未找到完整短语，已显示包含全部词语的结果',
    );
    const items = within(section).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).queryByText('定义条文')).not.toBeNull();
    expect(within(items[1] as HTMLElement).queryByText('定义条文')).toBeNull();
  });

  it('suggests what to try when nothing is found', async () => {
    resetMockApi(() => reply('all', [], [0, 0, 0, 0, 0, 0, 0]));
    renderWithRouter(<SearchPage />, paths.search.href({ q: '量子' }));
    await screen.findByText('没有找到与“量子”相关的内容');
    expect(screen.getByText(/减少关键词/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '诉讼时效' }).getAttribute('href')).toBe(
      paths.search.href({ q: '诉讼时效' }),
    );
  });

  it('asks for a keyword instead of searching punctuation, and shows a refusal’s message', async () => {
    resetMockApi(() =>
      fail(E.searchQueryUnsearchable, '请输入要检索的文字（标点和符号不参与检索）'),
    );
    renderWithRouter(<SearchPage />, paths.search.href({ q: '，。' }));
    await screen.findByText(/请输入要搜索的关键词/);
    expect(mockRequests).toHaveLength(0);
  });

  it('says the law library is still loading on the law tabs, not on the others', async () => {
    resetMockApi((request) =>
      request.path === getLawLibraryCall.path
        ? ok({ loading: true, loaded: 320, total: 1551 })
        : reply((request.body as { tab: string }).tab, [bookGroup]),
    );
    renderWithRouter(<SearchPage />, paths.search.href({ q: '宪法', tab: 'article-clause' }));
    const text = lawLibraryLoadingText({ loaded: 320, total: 1551 });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '法规库载入进度' })).toBeTruthy();
    // The hits already found stay shown under it.
    expect(await screen.findByRole('region', { name: '图书' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /^图书/ }));
    await waitFor(() => expect(searches().at(-1)?.body).toMatchObject({ tab: 'book' }));
    expect(screen.queryByText(text)).toBeNull();
  });
});
