import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { LoadError, Loading } from '../../../components/load-states';
import { ApiError } from '../../../lib/api-error';
import { useBook, type TBookDetail } from '../api/get-book';
import { parseBookId } from '../utils/book-id';
import { BookNotFound } from './book-not-found';

/**
 * The book the address's :id names, for a book's pages: 图书不存在 for an id that cannot be one
 * or that the server does not know, a skeleton while loading, and 重试 on any other error.
 */
export function BookLoader({ children }: { children: (detail: TBookDetail) => ReactNode }) {
  const { id } = useParams();
  const bookId = parseBookId(id);
  const book = useBook(bookId);
  if (bookId === undefined) return <BookNotFound />;
  if (book.isPending) return <Loading rows={10} />;
  if (book.isError) {
    if (book.error instanceof ApiError && book.error.code === E.bookNotFound) {
      return <BookNotFound />;
    }
    return <LoadError error={book.error} onRetry={() => void book.refetch()} />;
  }
  return children(book.data);
}
