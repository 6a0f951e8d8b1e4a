import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listMyNotesCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { notesKeys } from './query-keys';

export type TMyNotesFilters = TCallRequest<typeof listMyNotesCall>;
export type TMyNotesPage = TCallData<typeof listMyNotesCall>;

/** Fetches a page of all my notes, newest first (optionally of one kind of source). */
export function listMyNotes(filters: TMyNotesFilters): Promise<TMyNotesPage> {
  return api.call(listMyNotesCall, filters);
}

/** Query options of one page of my notes. */
export function listMyNotesQueryOptions(filters: TMyNotesFilters) {
  return queryOptions({
    queryKey: [...notesKeys.mine(), filters] as const,
    queryFn: () => listMyNotes(filters),
    placeholderData: keepPreviousData,
  });
}

/** A page of my notes (for /mynotes). */
export function useMyNotes(filters: TMyNotesFilters) {
  return useQuery(listMyNotesQueryOptions(filters));
}
