import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { restoreNoteCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { invalidateNotes } from './query-keys';

export type TRestoredNote = TCallData<typeof restoreNoteCall>;

/** 撤销 of a delete: brings my note back as it was. */
export function restoreNote(noteId: number): Promise<TRestoredNote> {
  return api.call(restoreNoteCall, { noteId });
}

/** Bringing a deleted note back; the lists that showed it refetch. */
export function useRestoreNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreNote,
    onSuccess: ({ note }) => invalidateNotes(queryClient, note),
  });
}
