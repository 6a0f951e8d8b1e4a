import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../api/query-keys';
import { playLesson } from '../../api/play-lesson';

/** The play query's key: under the courses' key, so a login or a redeem asks it again. */
export function lessonPlayKey(courseId: number, lessonId: number) {
  return [...courseKeys.all, 'play', courseId, lessonId] as const;
}

/**
 * A lesson's signed link and my saved position. Asked once per lesson and kept while the page
 * plays it: the player asks again (`refetch`) when the link has run out and the media fails.
 * Not asked for a locked course (the server's 5006 would end the session in the API client).
 */
export function useLessonPlay(courseId: number, lessonId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: lessonPlayKey(courseId, lessonId ?? 0),
    queryFn: () => playLesson(courseId, lessonId ?? 0),
    enabled: enabled && lessonId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
