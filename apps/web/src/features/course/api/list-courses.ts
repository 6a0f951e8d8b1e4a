import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listCoursesCall } from '@yzfk/contract/calls/course';
import { api } from '../../../lib/api';
import { courseKeys } from './query-keys';

export type TCoursesRequest = Partial<TCallRequest<typeof listCoursesCall>>;
export type TCourseList = TCallData<typeof listCoursesCall>;
export type TCourseCard = TCourseList['items'][number];

/** Fetches a page of courses with the filters, and my progress on each. */
export function listCourses(request: TCoursesRequest): Promise<TCourseList> {
  return api.call(listCoursesCall, request);
}

/**
 * Query options of a page of courses: the previous page stays on screen while the next loads,
 * but never the other kind's (视频课程 would show audio cards under its heading).
 */
export function getCoursesQueryOptions(request: TCoursesRequest) {
  return queryOptions({
    queryKey: [...courseKeys.lists(), request],
    queryFn: () => listCourses(request),
    placeholderData: (previous, previousQuery) => {
      const asked = previousQuery?.queryKey[2] as TCoursesRequest | undefined;
      return asked?.kind === request.kind ? previous : undefined;
    },
  });
}

/** A page of courses. */
export function useCourses(request: TCoursesRequest) {
  return useQuery(getCoursesQueryOptions(request));
}
