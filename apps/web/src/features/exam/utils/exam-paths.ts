import type { TExamVariant } from '@yzfk/contract/calls/exam-shapes';

// Paths of the exam pages, in one place (spec section 2).

/** The exam room's pages of a variant, in the order a candidate passes them. */
export type TRoomPage = 'exam' | 'examLogin' | 'examBefore' | 'examination';

/** /exam/{obt|subt}/{page}?examId=…[&paperId=…] */
export function roomPath(
  variant: TExamVariant,
  page: TRoomPage,
  params: { examId: number; paperId?: number },
): string {
  const query = new URLSearchParams({ examId: String(params.examId) });
  if (params.paperId !== undefined) query.set('paperId', String(params.paperId));
  return `/exam/${variant}/${page}?${query.toString()}`;
}

/** The report of a finished attempt. */
export function reportPath(attemptId: number): string {
  return `/exam/report?attempt=${attemptId}`;
}
