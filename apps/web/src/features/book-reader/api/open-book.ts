import { useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { openBookCall } from '@yzfk/contract/calls/book';
import { api } from '../../../lib/api';
import { readerKeys } from './query-keys';

export type TOpenedBook = TCallData<typeof openBookCall>;

/**
 * A signed link to the book's EPUB and where I stopped. Not silent on 5006: the API client
 * carries out the spec (alert 无权限阅读, title 提示, button 返回, then the window closes).
 */
export function openBook(bookId: number): Promise<TOpenedBook> {
  return api.call(openBookCall, { bookId, format: 'epub' }, { silent: true });
}

/** Opens the book once per page (a new link is not needed while the page reads the bytes). */
export function useOpenBook(bookId: number) {
  return useQuery({
    queryKey: readerKeys.opened(bookId),
    queryFn: () => openBook(bookId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
