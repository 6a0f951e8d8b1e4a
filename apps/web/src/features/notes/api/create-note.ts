import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { createNoteCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { invalidateNotes } from './query-keys';

export type TNewNote = TCallRequest<typeof createNoteCall>;
export type TCreatedNote = TCallData<typeof createNoteCall>;

/** Writes a note on a source (a lesson's note has its position in ms as its anchor). */
export function createNote(note: TNewNote): Promise<TCreatedNote> {
  return api.call(createNoteCall, note);
}

/** Writing a note; the source's list and my notes refetch. */
export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: ({ note }) => invalidateNotes(queryClient, note),
  });
}
