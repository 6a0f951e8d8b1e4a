import type { QueryClient } from '@tanstack/react-query';
import type { TNoteSource } from '@yzfk/contract/calls/notes';

// The notes' query keys, in one place: queries build their key here and mutations invalidate
// by these keys (a prefix matches every request of a list).

const all = ['notes'] as const;

/** Query keys of the notes. */
export const notesKeys = {
  all,
  sources: () => [...all, 'source'] as const,
  source: (source: TNoteSource, sourceId: number) => [...all, 'source', source, sourceId] as const,
  mine: () => [...all, 'mine'] as const,
  notebooks: () => [...all, 'notebooks'] as const,
  notebook: (notebookId: number) => [...all, 'notebooks', notebookId] as const,
  tags: () => [...all, 'tags'] as const,
  subjects: () => [...all, 'subjects'] as const,
};

/**
 * Marks stale every list that may show a note: its source's list, my notes, the notebooks, and
 * the tag and subject counts (a delete or a new note changes them).
 */
export function invalidateNotes(
  queryClient: QueryClient,
  note: { source: TNoteSource; sourceId: number },
): Promise<void[]> {
  return Promise.all(
    [
      notesKeys.source(note.source, note.sourceId),
      notesKeys.mine(),
      notesKeys.notebooks(),
      notesKeys.tags(),
      notesKeys.subjects(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** Marks stale the notebooks and my notes (which say which notebooks hold them). */
export function invalidateNotebooks(queryClient: QueryClient): Promise<void[]> {
  return Promise.all(
    [notesKeys.notebooks(), notesKeys.mine()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
