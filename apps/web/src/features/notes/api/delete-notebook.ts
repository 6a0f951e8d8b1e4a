import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { deleteNotebookCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { invalidateNotebooks } from './query-keys';

/** Deletes my notebook (its notes stay). */
export function deleteNotebook(
  request: TCallRequest<typeof deleteNotebookCall>,
): Promise<TCallData<typeof deleteNotebookCall>> {
  return api.call(deleteNotebookCall, request);
}

/** Deletes my notebook (its notes stay); the notebooks and my notes refetch. */
export function useDeleteNotebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotebook,
    onSuccess: () => invalidateNotebooks(queryClient),
  });
}
