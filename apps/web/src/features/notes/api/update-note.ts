import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { updateNoteCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { invalidateNotes } from './query-keys';

export type TNoteChange = TCallRequest<typeof updateNoteCall>;
export type TUpdatedNote = TCallData<typeof updateNoteCall>;

/** Changes my note's text and/or colour. */
export function updateNote(change: TNoteChange): Promise<TUpdatedNote> {
  return api.call(updateNoteCall, change);
}

/** Changing a note; the lists that show it refetch. */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: ({ note }) => invalidateNotes(queryClient, note),
  });
}
