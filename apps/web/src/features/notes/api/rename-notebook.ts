import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { renameNotebookCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { invalidateNotebooks } from './query-keys';

/** Renames my notebook. */
export function renameNotebook(
  request: TCallRequest<typeof renameNotebookCall>,
): Promise<TCallData<typeof renameNotebookCall>> {
  return api.call(renameNotebookCall, request);
}

/** Renames my notebook; the notebooks and my notes refetch. */
export function useRenameNotebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameNotebook,
    onSuccess: () => invalidateNotebooks(queryClient),
  });
}
