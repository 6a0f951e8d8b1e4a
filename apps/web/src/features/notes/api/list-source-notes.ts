import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { listSourceNotesCall, type TNoteSource } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { notesKeys } from './query-keys';

export type TSourceNotes = TCallData<typeof listSourceNotesCall>;

/** Fetches my notes on one source (a lesson, a book…), in the source's order. */
export function listSourceNotes(source: TNoteSource, sourceId: number): Promise<TSourceNotes> {
  return api.call(listSourceNotesCall, { source, sourceId });
}

/** Query options of my notes on one source. */
export function listSourceNotesQueryOptions(source: TNoteSource, sourceId: number) {
  return queryOptions({
    queryKey: notesKeys.source(source, sourceId),
    queryFn: () => listSourceNotes(source, sourceId),
  });
}

/** My notes on one source; not asked for without a logged-in user (`enabled`). */
export function useSourceNotes(source: TNoteSource, sourceId: number, enabled: boolean) {
  return useQuery({ ...listSourceNotesQueryOptions(source, sourceId), enabled });
}
