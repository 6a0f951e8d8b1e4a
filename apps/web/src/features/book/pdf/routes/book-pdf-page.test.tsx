import { screen } from '@testing-library/react';
import { paths } from '@yzfk/contract/paths';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../../lib/session-store';
import { mockRequests, resetMockApi } from '../../../../testing/mock-api';
import { renderWithRouter } from '../../../../testing/render-with-router';
import { BookDetailPage } from '../../catalogue/routes/book-detail-page';
import { codeBookServer } from '../../testing/code-book-server';
import { BookPdfPage } from './book-pdf-page';

vi.mock('../../../../lib/api', () => import('../../../../testing/mock-api'));
// pdf.js does not draw in jsdom; the viewer's own parts are tested beside it.
vi.mock('../components/pdf-viewer', () => ({
  PdfViewer: ({ title, initialPage }: { title: string; initialPage: number }) => (
    <p>
      PDF《{title}》第 {initialPage} 页
    </p>
  ),
}));

function logIn(): void {
  sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  sessionStore.setFlags({ isLogined: true });
}

describe('the PDF reader /book/pdf/:code?/:id', { timeout: 20_000 }, () => {
  beforeEach(logIn);
  afterEach(() => sessionStore.setFlags({ isLogined: false }));

  it('a code redeemed in the PDF reader opens the PDF and unlocks the book page too', async () => {
    resetMockApi(codeBookServer());
    const { router, queryClient } = renderWithRouter(
      <Routes>
        <Route path={paths.bookDetail.pattern} element={<BookDetailPage />} />
        <Route path={paths.bookPdf.pattern} element={<BookPdfPage />} />
      </Routes>,
      paths.bookDetail.href({ id: 5 }),
    );
    // As the app's client does: an answer stays fresh for a minute.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
    await screen.findByRole('heading', { name: '宪法修正案', level: 1 });
    expect(screen.getByRole('region', { name: '需解锁' })).toBeTruthy();

    // 扫码阅读: the code printed in the paper book, in the PDF reader's address.
    await router.navigate(paths.bookPdf.href({ code: 'WXYZ-WXYZ-WXYZ', id: 5 }));
    await screen.findByText('PDF《宪法修正案》第 3 页');
    expect(mockRequests.find((r) => r.path === '/flks/book/redeem')?.body).toEqual({
      code: 'WXYZ-WXYZ-WXYZ',
      bookId: 5,
    });

    // Back on the book's page within the minute: it is open, not locked from the cache.
    await router.navigate(paths.bookDetail.href({ id: 5 }));
    const read = await screen.findByRole('link', { name: '开始阅读' });
    expect(read.getAttribute('href')).toBe(paths.bookReader.href({ id: 5 }));
    expect(screen.queryByRole('region', { name: '需解锁' })).toBeNull();
  });
});
