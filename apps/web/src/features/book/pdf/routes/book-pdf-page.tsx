import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { paths } from '@yzfk/contract/paths';
import { Loading, LoadError } from '../../../../components/load-states';
import { ApiError } from '../../../../lib/api-error';
import { browserWindow } from '../../../../lib/browser-window';
import { bridgedFeedback } from '../../../../lib/feedback-bridge';
import { openLoginDialog } from '../../../../lib/identity-dialog';
import { mediaHref } from '../../../../lib/media-href';
import { useSession } from '../../../../lib/session-store';
import { useBook, type TBookDetail } from '../../api/get-book';
import { usePdfLink } from '../api/open-book-pdf';
import { useRedeemBookCode } from '../../api/redeem-book-code';
import { savePdfProgress } from '../api/save-pdf-progress';
import { NoPdf, RedeemNeedsLogin, RedeemRefused } from '../components/pdf-states';
import { usePdfProgress } from '../hooks/use-pdf-progress';
import { parsePageLocator } from '../utils/page-locator';

// /book/pdf/:code?/:id: a book's PDF. With :code (the code printed in the paper book, 扫码阅读)
// a locked book is unlocked by redeeming it, after a login; without access the spec's 5006
// behaviour follows (alert 无权限阅读, then the window closes). My page is saved and resumed.

// pdf.js and react-pdf are this page's alone: loaded with the reader, not before. The chunk is
// asked for as this page mounts, so it loads while the book and its link are fetched.
const loadViewer = () => import('../components/pdf-viewer');
const PdfViewer = lazy(() => loadViewer().then((m) => ({ default: m.PdfViewer })));

function idFrom(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

/** The PDF reader page. */
export function BookPdfPage() {
  const { id, code } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const bookId = idFrom(id);
  const book = useBook(bookId);
  useEffect(() => void loadViewer(), []);
  const onBack = useCallback(() => {
    if (window.history.length > 1) void navigate(-1);
    else
      void navigate(
        bookId === undefined ? paths.bookList.href() : paths.bookDetail.href({ id: bookId }),
      );
  }, [navigate, bookId]);

  if (bookId === undefined) return <NoPdf title="图书不存在" onBack={onBack} />;
  if (book.isPending) return <Loading />;
  if (book.isError) {
    if (book.error instanceof ApiError && book.error.code === E.bookNotFound) {
      return <NoPdf title="图书不存在" onBack={onBack} />;
    }
    return <LoadError error={book.error} onRetry={() => void book.refetch()} />;
  }
  if (!book.data.book.formats.includes('pdf')) {
    return <NoPdf title="本书没有 PDF 版" onBack={onBack} />;
  }
  if (book.data.locked) {
    return <LockedBook detail={book.data} code={code} onBack={onBack} />;
  }
  return <OpenBook detail={book.data} addressPage={params.get('page')} onBack={onBack} />;
}

/**
 * A locked book: redeem the code in the address (after a login), or say 无权限阅读 as the spec
 * says for 5006 (the page does it itself: asking /flks/book/open would answer 5006 as an error
 * reply, and the API client logs the user out on that).
 */
function LockedBook({
  detail,
  code,
  onBack,
}: {
  detail: TBookDetail;
  code: string | undefined;
  onBack: () => void;
}) {
  const isLogined = useSession((state) => state.isLogined);
  const redeem = useRedeemBookCode(detail.book.id);
  const canRedeem = code !== undefined && detail.unlockBy === 'code';
  const asked = useRef(false);
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (canRedeem) return;
    if (asked.current) return;
    asked.current = true;
    void bridgedFeedback
      .alert({ title: '提示', content: '无权限阅读', okText: '返回' })
      .then(() => browserWindow.closeWindow());
  }, [canRedeem]);

  useEffect(() => {
    if (!canRedeem) return;
    if (!isLogined) {
      if (!asked.current) openLoginDialog();
      asked.current = true;
      return;
    }
    if (tried.current === code) return;
    tried.current = code;
    redeem.mutate(code);
  }, [canRedeem, isLogined, code, redeem]);

  if (!canRedeem) return null;
  if (!isLogined) return <RedeemNeedsLogin />;
  if (redeem.isError) {
    return <RedeemRefused message={redeem.error.message} onBack={onBack} />;
  }
  return <Loading />;
}

/** An open book: its PDF link, then the reader, saving my page as I read. */
function OpenBook({
  detail,
  addressPage,
  onBack,
}: {
  detail: TBookDetail;
  /** ?page= of a contents link: opens there instead of where I stopped. */
  addressPage: string | null;
  onBack: () => void;
}) {
  const { book } = detail;
  const isLogined = useSession((state) => state.isLogined);
  const link = usePdfLink(book.id, true);
  const [position, setPosition] = useState<{ page: number; pageCount: number } | null>(null);
  usePdfProgress({
    bookId: book.id,
    page: position?.page ?? null,
    pageCount: position?.pageCount ?? 0,
    enabled: isLogined,
    save: savePdfProgress,
  });
  const onPageChange = useCallback(
    (page: number, pageCount: number) => setPosition({ page, pageCount }),
    [],
  );

  if (link.isPending) return <Loading />;
  if (link.isError) return <LoadError error={link.error} onRetry={() => void link.refetch()} />;
  const pageCount = book.pdfPageCount ?? Number.MAX_SAFE_INTEGER;
  // A page of this book named by the address, else where I stopped (page 1 for neither).
  const asked = parsePageLocator(addressPage, pageCount);
  const initialPage =
    addressPage !== null && String(asked) === addressPage.trim()
      ? asked
      : parsePageLocator(link.data.resumeAt, pageCount);
  return (
    <Suspense fallback={<Loading />}>
      <PdfViewer
        url={mediaHref(link.data.url)}
        byteSize={link.data.byteSize}
        title={book.title}
        initialPage={initialPage}
        onPageChange={onPageChange}
        onReload={() => void link.refetch()}
        onBack={onBack}
      />
    </Suspense>
  );
}
