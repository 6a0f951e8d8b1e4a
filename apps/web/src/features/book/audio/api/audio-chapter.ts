import { useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { openBookCall, saveBookProgressCall } from '@yzfk/contract/calls/book';
import { api } from '../../../../lib/api';
import { bookKeys } from '../../api/query-keys';

export type TAudioLink = TCallData<typeof openBookCall>;
export type TAudioProgressSave = Extract<
  TCallRequest<typeof saveBookProgressCall>,
  { format: 'audio' }
>;

/**
 * A chapter's signed link and my saved position (resumeAt, ms as text). Asked once per chapter
 * and kept while it plays; asked again (`refetch`) when the link runs out. Never for a locked
 * book (the server's 5006 would end the session in the API client).
 */
export function useAudioChapter(bookId: number, chapterId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: bookKeys.audio(bookId, chapterId ?? 0),
    queryFn: () => api.call(openBookCall, { bookId, format: 'audio', chapterId: chapterId ?? 0 }),
    enabled: enabled && chapterId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Saves where I am in a chapter, quietly (a lost save is repeated 15 s later); `keepalive` lets
 * the save made as the page is hidden or closed outlive the page.
 */
export function saveAudioProgress(
  save: TAudioProgressSave,
  options: { keepalive?: boolean } = {},
): Promise<unknown> {
  return api.call(saveBookProgressCall, save, { silent: true, ...options });
}
