import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { setNoteTagsCall } from '@yzfk/contract/calls/note-tags';
import { api } from '../../../lib/api';
import { notesKeys } from './query-keys';

/** Replaces my note's tags. */
export function setNoteTags(
  request: TCallRequest<typeof setNoteTagsCall>,
): Promise<TCallData<typeof setNoteTagsCall>> {
  return api.call(setNoteTagsCall, request);
}

/** Replacing a note's tags: every notes list (they all show tags) and the counts refetch. */
export function useSetNoteTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNoteTags,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
  });
}
