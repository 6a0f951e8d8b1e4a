import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { redeemBookCodeCall } from '@yzfk/contract/calls/book';
import { api } from '../../../lib/api';
import { bookKeys } from './query-keys';

export type TBookRedeemed = TCallData<typeof redeemBookCodeCall>;

/** Redeems the code printed in a paper book for that book. */
export function redeemBookCode(code: string, bookId: number): Promise<TBookRedeemed> {
  return api.call(redeemBookCodeCall, { code, bookId }, { silent: true });
}

/**
 * Redeeming a book's code, wherever it is typed (the book page, the audiobook page, or the PDF
 * reader's address when the paper book is scanned). Silent: the caller shows a refusal
 * (4130/4131/4132/4963/4964/4029) in the server's words. Every book answer the code unlocks is
 * asked again (the book, its lists, my books, the readers' and chapters' links), so each page
 * shows the book open at once rather than when its cache ages.
 */
export function useRedeemBookCode(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => redeemBookCode(code, bookId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
