import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { saveLessonProgressCall } from '@yzfk/contract/calls/course';
import { api } from '../../../lib/api';

export type TLessonProgressSave = TCallRequest<typeof saveLessonProgressCall>;
export type TLessonProgressSaved = TCallData<typeof saveLessonProgressCall>;

/**
 * Saves where I am in a lesson, quietly (a lost save is repeated 15 s later). The server keeps
 * the newest by `clientAt`, so saves may arrive in any order. `keepalive` lets the save made as
 * the page is hidden or closed outlive the page.
 */
export function saveLessonProgress(
  save: TLessonProgressSave,
  options: { keepalive?: boolean } = {},
): Promise<TLessonProgressSaved> {
  return api.call(saveLessonProgressCall, save, { silent: true, ...options });
}
