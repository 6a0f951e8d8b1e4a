import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { redeemBookCodeCall } from '@yzfk/contract/calls/book';
import { api } from '../../../lib/api';
import { bookKeys } from './query-keys';

export type TBookRedeemed = TCallData<typeof redeemBookCodeCall>;

/**
 * Redeems the code printed in a paper book for that book. Silent: the dialog shows a refusal
 * (4130/4131/4132/4963/4964/4029) beside the code, in the server's words. The books are asked
 * again, so the page unlocks in place.
 */
export function useRedeemBookCode(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call(redeemBookCodeCall, { code, bookId }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
