import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { createNotebookCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { invalidateNotebooks } from './query-keys';

/** Creates a notebook of mine. */
export function createNotebook(
  request: TCallRequest<typeof createNotebookCall>,
): Promise<TCallData<typeof createNotebookCall>> {
  return api.call(createNotebookCall, request);
}

/** Creates a notebook of mine; the notebooks and my notes refetch. */
export function useCreateNotebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotebook,
    onSuccess: () => invalidateNotebooks(queryClient),
  });
}
