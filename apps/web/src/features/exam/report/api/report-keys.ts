// The exam report's query keys, in one place: queries build their key here and the self-grading
// mutation updates and invalidates by them.

const all = ['exam', 'report'] as const;

/** Query keys of the exam report. */
export const reportKeys = {
  all,
  report: (attemptId: number) => [...all, 'attempt', attemptId] as const,
  ranking: (examId: number, paperId: number) => [...all, 'ranking', examId, paperId] as const,
  attempts: () => [...all, 'mine'] as const,
};
