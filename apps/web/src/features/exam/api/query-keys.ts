// The mock exams' query keys, in one place: queries build their key here and mutations
// invalidate by these keys (a prefix matches every request of a list).

const all = ['exam'] as const;

/** Query keys of the mock exams. */
export const examKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  detail: (examId: number) => [...all, 'detail', examId] as const,
  before: (examId: number) => [...all, 'before', examId] as const,
  attempt: (examId: number, paperId: number) => [...all, 'attempt', examId, paperId] as const,
};
