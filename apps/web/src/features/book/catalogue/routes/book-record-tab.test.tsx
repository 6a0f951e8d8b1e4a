import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../testing/fake-server';
import { resetMockApi } from '../../../../testing/mock-api';
import { renderWithRouter } from '../../../../testing/render-with-router';
import { BookRecordTab } from './book-record-tab';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../../lib/api', () => import('../../../../testing/mock-api'));

const read = {
  bookId: 3,
  title: '中华人民共和国宪法',
  lastFormat: 'pdf',
  share: 0.42,
  readingMs: 25 * 60_000,
  listenedMs: 0,
  chaptersFinished: 0,
  audioChapters: 0,
  lastReadAt: '2026-11-30T04:00:00Z',
};
const heard = {
  ...read,
  bookId: 5,
  title: '宪法有声书',
  lastFormat: 'audio',
  share: null,
  readingMs: 0,
  listenedMs: 90_000,
  chaptersFinished: 1,
  audioChapters: 3,
};

describe('the 图书 tab of /learnrecord', { timeout: 20_000 }, () => {
  it('lists my books with the share read, my time and a link back', async () => {
    resetMockApi(() => ok({ books: [read, heard] }));
    renderWithRouter(<BookRecordTab />, '/learnrecord?tab=books');
    const link = await screen.findByRole('link', { name: '中华人民共和国宪法' });
    expect(link.getAttribute('href')).toBe(paths.bookDetail.href({ id: 3 }));
    const row = link.closest('li');
    expect(row?.textContent).toContain('最近：PDF');
    expect(row?.textContent).toContain('42%');
    expect(row?.textContent).toContain('阅读 25分钟');
    expect(row?.textContent).toContain('最近阅读 2026/11/30');
    const audio = screen.getByRole('link', { name: '宪法有声书' });
    expect(audio.getAttribute('href')).toBe('/book/audiodetail/5');
    expect(audio.closest('li')?.textContent).toContain('收听 2分钟 · 听完 1/3 章');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('points to the catalogue before I read any book', async () => {
    resetMockApi(() => ok({ books: [] }));
    renderWithRouter(<BookRecordTab />, '/learnrecord?tab=books');
    await screen.findByText('暂无读书记录');
    expect(screen.getByRole('link', { name: '去读书' }).getAttribute('href')).toBe('/bookList');
  });
});
