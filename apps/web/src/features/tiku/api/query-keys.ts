import type { QueryClient } from '@tanstack/react-query';

// The question bank's query keys, in one place: queries build their key here and mutations
// invalidate by these keys (a prefix matches every request of a list).

const all = ['tiku'] as const;

/** Query keys of the question bank. */
export const tikuKeys = {
  all,
  catalog: () => [...all, 'catalog'] as const,
  practice: () => [...all, 'practice'] as const,
  papers: () => [...all, 'papers'] as const,
  mistakes: () => [...all, 'mistakes'] as const,
  records: () => [...all, 'records'] as const,
  /** The user's mock exam attempts, listed with the learning records. */
  examAttempts: () => [...all, 'records', 'exams'] as const,
  favorites: () => [...all, 'favorites'] as const,
  subjectiveList: () => [...all, 'subjective', 'list'] as const,
  subjectiveDetail: (questionId: number) => [...all, 'subjective', 'detail', questionId] as const,
};

/**
 * Marks stale everything that shows progress (the catalogue's accuracy, papers' attempts, the
 * wrong-answer book, learning records): after an answer, a new session or a submitted one.
 */
export function invalidateProgress(queryClient: QueryClient): Promise<void[]> {
  return Promise.all(
    [tikuKeys.catalog(), tikuKeys.papers(), tikuKeys.mistakes(), tikuKeys.records()].map((key) =>
      queryClient.invalidateQueries({ queryKey: key }),
    ),
  );
}
