import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { listNoteTagsCall } from '@yzfk/contract/calls/note-tags';
import { api } from '../../../lib/api';
import { notesKeys } from './query-keys';

export type TNoteTagList = TCallData<typeof listNoteTagsCall>;

/** Fetches my tags with how many notes carry each. */
export function listNoteTags(): Promise<TNoteTagList> {
  return api.call(listNoteTagsCall, {});
}

/** Query options of my tags. */
export function listNoteTagsQueryOptions() {
  return queryOptions({ queryKey: notesKeys.tags(), queryFn: listNoteTags });
}

/** My tags with their counts (the tag filter and the tag editor's suggestions). */
export function useNoteTags() {
  return useQuery(listNoteTagsQueryOptions());
}
