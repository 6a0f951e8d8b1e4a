import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCallRequest } from '@yzfk/contract/call';
import {
  createNoteCall,
  deleteNoteCall,
  listSourceNotesCall,
  updateNoteCall,
  type TNote,
} from '@yzfk/contract/calls/notes';
import { api } from '../../../../lib/api';
import { bookKeys } from '../../api/query-keys';

// The book's highlights, notes and bookmarks: the one notes model (source 'book', the book's
// id, the CFI as anchor, the share read as order). Calls of the notes module's contract.

export type TBookNote = TNote;

/** My notes on the book in reading order (only asked for with a user). */
export function useBookNotes(bookId: number, enabled: boolean) {
  return useQuery({
    queryKey: bookKeys.notes(bookId),
    queryFn: () => api.call(listSourceNotesCall, { source: 'book', sourceId: bookId }),
    select: (data) => data.items,
    enabled,
  });
}

type TNewBookNote = Omit<TCallRequest<typeof createNoteCall>, 'source' | 'sourceId'>;

/** Writes a highlight, note or bookmark on the book; the list refetches. */
export function useCreateBookNote(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: TNewBookNote) =>
      api.call(createNoteCall, { ...note, source: 'book', sourceId: bookId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.notes(bookId) }),
  });
}

/** Changes a note's text or colour. */
export function useUpdateBookNote(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TCallRequest<typeof updateNoteCall>) => api.call(updateNoteCall, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.notes(bookId) }),
  });
}

/** Deletes a note (/mynotes can bring it back for 7 days). */
export function useDeleteBookNote(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => api.call(deleteNoteCall, { noteId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.notes(bookId) }),
  });
}
