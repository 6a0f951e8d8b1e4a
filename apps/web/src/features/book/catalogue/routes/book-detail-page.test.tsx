import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { openAccessDialog } from '../../../../lib/access-dialog';
import { sessionStore } from '../../../../lib/session-store';
import { fail, ok } from '../../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../../testing/mock-api';
import { renderWithRouter } from '../../../../testing/render-with-router';
import { bookDetail } from '../../testing/book-fixtures';
import { codeBookServer } from '../../testing/code-book-server';
import { BookDetailPage } from './book-detail-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../../lib/api', () => import('../../../../testing/mock-api'));
vi.mock('../../../../lib/access-dialog', () => ({ openAccessDialog: vi.fn() }));

function renderDetail(id: string) {
  return renderWithRouter(
    <Routes>
      <Route path={paths.bookDetail.pattern} element={<BookDetailPage />} />
    </Routes>,
    paths.bookDetail.href({ id }),
  );
}

function logIn(): void {
  sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  sessionStore.setFlags({ isLogined: true });
}

const PROGRESS = {
  locator: '12',
  share: 0.3,
  readingMs: 60_000,
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('a book /book/detail/:id', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(openAccessDialog).mockClear();
    logIn();
  });
  afterEach(() => sessionStore.setFlags({ isLogined: false }));

  it('shows the facts, contents and 开始阅读 in the EPUB reader, the mind map and my notes count', async () => {
    resetMockApi((request) =>
      request.path === '/flks/note/source' ? ok({ items: [] }) : ok(bookDetail()),
    );
    renderDetail('5');
    await screen.findByRole('heading', { name: '中华人民共和国宪法', level: 1 });
    const info = screen.getByRole('region', { name: '图书信息' });
    for (const text of ['全国人民代表大会', '978-7-00-000000-0', '第 1 版', '2018-03-11', '免费']) {
      expect(info.textContent).toContain(text);
    }
    expect(screen.getByText('第 2 页')).toBeTruthy();
    expect(screen.getByRole('link', { name: '开始阅读' }).getAttribute('href')).toBe(
      paths.bookReader.href({ id: 5 }),
    );
    // A contents entry opens the EPUB there; one without a place in the EPUB is not a link.
    expect(screen.getByRole('link', { name: '第一章 总纲' }).getAttribute('href')).toBe(
      paths.bookReader.href({ id: 5, href: 'text/ch1.xhtml' }),
    );
    expect(screen.queryByRole('link', { name: '第一条' })).toBeNull();
    // The book has a PDF too: it is offered beside the EPUB.
    expect(screen.getByRole('link', { name: /阅读 PDF 版/ }).getAttribute('href')).toBe(
      paths.bookPdf.href({ id: 5 }),
    );
    expect(screen.getByRole('link', { name: /思维导图/ }).getAttribute('href')).toBe(
      paths.bookMind.href({ id: 5 }),
    );
    expect(screen.getByRole('link', { name: /收听有声书/ }).getAttribute('href')).toBe(
      '/book/audiodetail/5',
    );
    expect((await screen.findByLabelText('我的笔记')).textContent).toContain('我的笔记 0 条');
    expect(mockRequests.find((r) => r.path === '/flks/note/source')?.body).toEqual({
      source: 'book',
      sourceId: 5,
    });
  });

  it('继续阅读 goes to the format I read last, and the notes count hides when notes fail', async () => {
    resetMockApi((request) =>
      request.path === '/flks/note/source'
        ? fail(E.noteSourceNotFound, '来源不存在', 404)
        : ok(bookDetail({ progress: [{ format: 'pdf', ...PROGRESS }] })),
    );
    renderDetail('5');
    const resume = await screen.findByRole('link', { name: '继续阅读' });
    expect(resume.getAttribute('href')).toBe(paths.bookPdf.href({ id: 5 }));
    expect(screen.getByText('已读 30%（PDF）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '第一章 总纲' }).getAttribute('href')).toBe(
      paths.bookPdf.href({ id: 5, page: 2 }),
    );
    expect(screen.getByRole('link', { name: /阅读 EPUB 版/ }).getAttribute('href')).toBe(
      paths.bookReader.href({ id: 5 }),
    );
    await waitFor(() =>
      expect(mockRequests.some((r) => r.path === '/flks/note/source')).toBe(true),
    );
    expect(screen.queryByLabelText('我的笔记')).toBeNull();
  });

  it('a locked code book redeems its code: a refusal in the server words, then it unlocks in place', async () => {
    resetMockApi(codeBookServer());
    renderDetail('5');
    await screen.findByRole('heading', { name: '宪法修正案', level: 1 });
    expect(screen.getByRole('region', { name: '需解锁' }).textContent).toContain('兑换');
    expect(screen.queryByRole('link', { name: '开始阅读' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '兑换阅读码' }));
    const dialog = await screen.findByRole('dialog', { name: '兑换阅读码' });
    const input = within(dialog).getByRole('textbox', { name: '兑换码' });
    // Typed at once (fireEvent): key by key is slow and says nothing more about the dialog.
    fireEvent.change(input, { target: { value: 'ABCD-EFGH-JKLM' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /兑\s?换/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('该激活码已被使用');
    expect(mockRequests.find((r) => r.path === '/flks/book/redeem')?.body).toEqual({
      code: 'ABCD-EFGH-JKLM',
      bookId: 5,
    });

    fireEvent.change(input, { target: { value: 'WXYZ-WXYZ-WXYZ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /兑\s?换/ }));
    const read = await screen.findByRole('link', { name: '开始阅读' });
    expect(read.getAttribute('href')).toBe(paths.bookReader.href({ id: 5 }));
    expect(screen.queryByRole('region', { name: '需解锁' })).toBeNull();
    expect(screen.getByText('已兑换')).toBeTruthy();
  });

  it('a locked authorised book asks for 获取授权 through the one access dialog', async () => {
    resetMockApi(() => {
      const detail = bookDetail();
      return ok({
        ...detail,
        book: { ...detail.book, access: 'authorised' },
        locked: true,
        unlockBy: 'authorisation',
      });
    });
    renderDetail('5');
    await userEvent.click(await screen.findByRole('button', { name: '获取授权' }));
    expect(openAccessDialog).toHaveBeenCalledWith('中华人民共和国宪法');
    expect(screen.getByText('需授权')).toBeTruthy();
  });

  it('says 图书不存在 for an unknown id and for one that cannot be an id', async () => {
    resetMockApi(() => fail(E.bookNotFound, '图书不存在', 404));
    renderDetail('99');
    await screen.findByText('图书不存在');
    renderDetail('abc');
    expect((await screen.findAllByText('图书不存在')).length).toBeGreaterThan(0);
  });
});
