import { useQuery } from '@tanstack/react-query';
import { getBookCall } from '@yzfk/contract/calls/book';
import { api } from '../../../lib/api';
import { readerKeys } from './query-keys';

/** The book's facts, for its title in the reader's bar (quietly: the bar shows 图书 then). */
export function useBookTitle(bookId: number) {
  return useQuery({
    queryKey: readerKeys.book(bookId),
    queryFn: () => api.call(getBookCall, { bookId }, { silent: true }),
    select: (data) => data.book.title,
    retry: false,
  });
}
