import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getCourseCall } from '@yzfk/contract/calls/course';
import { api } from '../../../lib/api';
import { courseKeys } from './query-keys';

export type TCourseDetail = TCallData<typeof getCourseCall>;
export type TCourseChapter = TCourseDetail['chapters'][number];
export type TCourseLesson = TCourseChapter['lessons'][number];

/**
 * Fetches a course: its chapters and lessons, my progress and where I stopped. Quietly: the
 * page shows a failure itself (课程不存在 for 4950), so no toast repeats it.
 */
export function getCourse(courseId: number): Promise<TCourseDetail> {
  return api.call(getCourseCall, { courseId }, { silent: true });
}

/** Query options of one course. */
export function getCourseQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: courseKeys.detail(courseId),
    queryFn: () => getCourse(courseId),
  });
}

/** One course, with its lessons (not asked for before the id is known). */
export function useCourse(courseId: number | undefined) {
  return useQuery({ ...getCourseQueryOptions(courseId ?? 0), enabled: courseId !== undefined });
}
