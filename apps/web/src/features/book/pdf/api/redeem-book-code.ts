import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { redeemBookCodeCall } from '@yzfk/contract/calls/book';
import { api } from '../../../../lib/api';
import { bookPdfKeys } from './query-keys';

export type TRedeemedBook = TCallData<typeof redeemBookCodeCall>;

/** Redeems the code printed in the paper book for this book. Quietly: the page shows refusals. */
export function redeemBookCode(code: string, bookId: number): Promise<TRedeemedBook> {
  return api.call(redeemBookCodeCall, { code, bookId }, { silent: true });
}

/** Redeeming a book's code; the book is asked again (now unlocked). */
export function useRedeemBookCode(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => redeemBookCode(code, bookId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookPdfKeys.detail(bookId) }),
  });
}
