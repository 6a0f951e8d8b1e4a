import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { listMyNotesCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { mindKeys } from './query-keys';

/** How many of my book notes the link picker lists. */
export const LINK_NOTES = 10;

/** My newest book highlights, notes and bookmarks (optionally matching a search). */
export function listBookNotes(query: string): Promise<TCallData<typeof listMyNotesCall>> {
  return api.call(listMyNotesCall, {
    source: 'book',
    ...(query.trim() ? { query: query.trim() } : {}),
    page: 1,
    pageSize: LINK_NOTES,
  });
}

/** My book notes for the link picker (asked when the picker shows them). */
export function useBookNotes(query: string, enabled: boolean) {
  return useQuery({
    queryKey: mindKeys.linkNotes(query),
    queryFn: () => listBookNotes(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
