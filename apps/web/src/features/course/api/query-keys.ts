import type { QueryClient } from '@tanstack/react-query';

// The courses' query keys, in one place: queries build their key here and mutations invalidate
// by these keys (a prefix matches every request of a list).

const all = ['course'] as const;

/** Query keys of the courses. */
export const courseKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  details: () => [...all, 'detail'] as const,
  detail: (courseId: number) => [...all, 'detail', courseId] as const,
  record: () => [...all, 'record'] as const,
};

/**
 * Marks stale everything that shows course progress (cards, a course's lessons and resume point,
 * my course record): after a saved position, a finished lesson or a new authorisation.
 */
export function invalidateCourseProgress(queryClient: QueryClient): Promise<void[]> {
  return Promise.all(
    [courseKeys.lists(), courseKeys.details(), courseKeys.record()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
