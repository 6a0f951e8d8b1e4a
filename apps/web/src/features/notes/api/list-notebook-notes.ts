import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { listNotebookNotesCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { notesKeys } from './query-keys';

export type TNotebookNotes = TCallData<typeof listNotebookNotesCall>;

/** Fetches one of my notebooks with its notes in source order. */
export function listNotebookNotes(notebookId: number): Promise<TNotebookNotes> {
  return api.call(listNotebookNotesCall, { notebookId });
}

/** Query options of one notebook's notes. */
export function listNotebookNotesQueryOptions(notebookId: number) {
  return queryOptions({
    queryKey: notesKeys.notebook(notebookId),
    queryFn: () => listNotebookNotes(notebookId),
  });
}

/** One notebook's notes; not asked for without a logged-in user (`enabled`). */
export function useNotebookNotes(notebookId: number, enabled: boolean) {
  return useQuery({ ...listNotebookNotesQueryOptions(notebookId), enabled });
}
