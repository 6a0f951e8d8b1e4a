import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { deleteNoteCall, type TNote } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { invalidateNotes } from './query-keys';

export type TDeletedNote = TCallData<typeof deleteNoteCall>;

/** Deletes my note. */
export function deleteNote(noteId: number): Promise<TDeletedNote> {
  return api.call(deleteNoteCall, { noteId });
}

/** Deleting a note (given whole, so the lists that showed it refetch). */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: TNote) => deleteNote(note.id),
    onSuccess: (_deleted, note) => invalidateNotes(queryClient, note),
  });
}
