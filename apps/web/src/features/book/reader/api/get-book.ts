import { useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getBookCall } from '@yzfk/contract/calls/book';
import { api } from '../../../../lib/api';
import { readerKeys } from './query-keys';

export type TBookDetail = TCallData<typeof getBookCall>;

/**
 * The book's facts: its title for the bar and whether it is locked for me. Asked before the
 * file, so a locked book is never opened (the server's 5006 would end the session in the API
 * client; the page shows the spec's 无权限阅读 alert itself). Quietly: the page shows failures.
 */
export function useBookDetail(bookId: number) {
  return useQuery({
    queryKey: readerKeys.book(bookId),
    queryFn: () => api.call(getBookCall, { bookId }, { silent: true }),
    retry: false,
  });
}
