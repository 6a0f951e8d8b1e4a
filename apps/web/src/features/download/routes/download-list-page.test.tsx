import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openAccessDialog } from '../../../lib/access-dialog';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { downloadItem, downloadList } from '../testing/download-fixtures';
import { DownloadListPage } from './download-list-page';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));
vi.mock('../../../lib/identity-dialog', () => ({ openLoginDialog: vi.fn() }));
vi.mock('../../../lib/access-dialog', () => ({ openAccessDialog: vi.fn() }));

const free = downloadItem();
const paidForVisitor = downloadItem({
  id: 2,
  title: '宪法法条汇编',
  category: '法条汇编',
  fileName: 'xianfa.pdf',
  contentType: 'application/pdf',
  byteSize: 3_250_000,
  access: 'authorised',
  lockedBy: 'login',
});

describe('the download area', { timeout: 20_000 }, () => {
  it('asks for the URL filters and shows each file with its facts and access', async () => {
    resetMockApi(() => ok(downloadList([free, paidForVisitor])));
    renderWithRouter(
      <DownloadListPage />,
      `/DownloadList?${new URLSearchParams({ category: '考试大纲', q: '大纲', sort: 'popular' })}`,
    );
    const list = await screen.findByRole('list', { name: '文件' });
    expect(mockRequests[0]?.body).toEqual({
      category: '考试大纲',
      q: '大纲',
      sort: 'popular',
      page: 1,
      pageSize: 20,
    });
    const guide = within(list).getByRole('listitem', { name: '2026 年考试大纲' });
    for (const text of ['考试大纲', 'Markdown', '2.5 KB', '2026-03-01', '7 次', '免费']) {
      expect(guide.textContent).toContain(text);
    }
    const laws = within(list).getByRole('listitem', { name: '宪法法条汇编' });
    for (const text of ['PDF', '3.1 MB', '需授权']) expect(laws.textContent).toContain(text);
    expect(screen.getByRole('tab', { name: '考试大纲' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('downloads a free file under its name and shows the new count', async () => {
    let count = 7;
    resetMockApi((request) =>
      request.path === '/flks/download/open'
        ? ok({
            url: '/media/9?sig=x',
            expiresAt: '2026-11-20T03:00:00.000Z',
            fileName: 'dagang.md',
            contentType: 'text/markdown',
            byteSize: 2_560,
            downloadCount: ++count,
          })
        : ok(downloadList([downloadItem({ downloadCount: count })])),
    );
    const save = vi.fn();
    renderWithRouter(<DownloadListPage save={save} />, '/DownloadList');
    await userEvent.click(await screen.findByRole('button', { name: '下载 2026 年考试大纲' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('/media/9?sig=x', 'dagang.md'));
    expect(mockRequests.find((r) => r.path === '/flks/download/open')?.body).toEqual({
      downloadId: 1,
    });
    expect(await screen.findByText('8 次')).toBeTruthy();
  });

  it('asks a visitor to log in and a user without an authorisation to get one', async () => {
    resetMockApi(() =>
      ok(
        downloadList([
          paidForVisitor,
          downloadItem({
            id: 3,
            title: '起诉状模板',
            access: 'authorised',
            lockedBy: 'authorisation',
          }),
        ]),
      ),
    );
    renderWithRouter(<DownloadListPage save={vi.fn()} />, '/DownloadList');
    await userEvent.click(await screen.findByRole('button', { name: '下载 宪法法条汇编' }));
    expect(openLoginDialog).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '下载 起诉状模板' }));
    expect(openAccessDialog).toHaveBeenCalledWith('起诉状模板');
    expect(mockRequests.some((r) => r.path === '/flks/download/open')).toBe(false);
  });

  it('keeps a category and a search in the URL and offers to clear them when nothing matches', async () => {
    resetMockApi(() => ok(downloadList([])));
    const { router } = renderWithRouter(<DownloadListPage />, '/DownloadList?page=2');
    await screen.findByText('暂无可下载的文件');
    await userEvent.click(screen.getByRole('tab', { name: '文书模板' }));
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ category: '文书模板' })}`);
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索文件名称' }), '合同{Enter}');
    await screen.findByText('没有符合条件的文件');
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(router.state.location.search).toBe('');
  });
});
