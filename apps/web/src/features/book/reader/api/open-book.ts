import { useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { openBookCall } from '@yzfk/contract/calls/book';
import { api } from '../../../../lib/api';
import { bookKeys } from '../../api/query-keys';

export type TOpenedBook = TCallData<typeof openBookCall>;

/**
 * A signed link to the book's EPUB and where I stopped (asked only once the detail says the
 * book is open to me). Quietly: the page shows a failure itself.
 */
export function openBook(bookId: number): Promise<TOpenedBook> {
  return api.call(openBookCall, { bookId, format: 'epub' }, { silent: true });
}

/** Opens the book once per page (a new link is not needed while the page reads the bytes). */
export function useOpenBook(bookId: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: bookKeys.open(bookId, 'epub'),
    queryFn: () => openBook(bookId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
