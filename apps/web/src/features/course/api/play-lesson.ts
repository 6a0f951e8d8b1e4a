import type { TCallData } from '@yzfk/contract/call';
import { playLessonCall } from '@yzfk/contract/calls/course';
import { api } from '../../../lib/api';

export type TLessonPlay = TCallData<typeof playLessonCall>;

/**
 * A signed link to a lesson's media and where to start. Quietly: a locked course (5006) is shown
 * by the page as the 获取授权 dialog, not as a toast.
 */
export function playLesson(courseId: number, lessonId: number): Promise<TLessonPlay> {
  return api.call(playLessonCall, { courseId, lessonId }, { silent: true });
}
