import { useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { openBookCall } from '@yzfk/contract/calls/book';
import { api } from '../../../../lib/api';
import { bookKeys } from '../../api/query-keys';

export type TPdfLink = TCallData<typeof openBookCall>;

/** A signed link to the book's PDF, its size and my saved page. */
export function openBookPdf(bookId: number): Promise<TPdfLink> {
  return api.call(openBookCall, { bookId, format: 'pdf' });
}

/**
 * The PDF's link, asked for only once the book is known to be open to me (a locked book's 5006
 * would end the session in the API client). Not refetched: a new link would reload the document.
 */
export function usePdfLink(bookId: number, enabled: boolean) {
  return useQuery({
    queryKey: bookKeys.open(bookId, 'pdf'),
    queryFn: () => openBookPdf(bookId),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
