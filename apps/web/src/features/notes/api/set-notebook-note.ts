import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { setNotebookNoteCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { invalidateNotebooks } from './query-keys';

/** Puts my note in my notebook or takes it out. */
export function setNotebookNote(
  request: TCallRequest<typeof setNotebookNoteCall>,
): Promise<TCallData<typeof setNotebookNoteCall>> {
  return api.call(setNotebookNoteCall, request);
}

/** Puts my note in my notebook or takes it out; the notebooks and my notes refetch. */
export function useSetNotebookNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNotebookNote,
    onSuccess: () => invalidateNotebooks(queryClient),
  });
}
