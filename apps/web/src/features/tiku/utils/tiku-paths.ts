import type { TPracticeSession } from '@yzfk/contract/calls/tiku-shapes';

// Paths of the question-bank pages, in one place.

/** Where a session is practised: papers on /sj, everything else on /zj. */
export function practicePath(session: Pick<TPracticeSession, 'id' | 'kind'>): string {
  const page = session.kind === 'paper' ? '/sj' : '/zj';
  return `${page}?session=${encodeURIComponent(session.id)}`;
}

/** The subjective workspace of a question. */
export function subjectivePath(questionId: number): string {
  return `/zg?q=${questionId}`;
}

/** The report of a mock exam attempt (/exam/report). */
export function examReportPath(attemptId: number): string {
  return `/exam/report?attempt=${attemptId}`;
}

/** The exam room of a mock exam, to go back to an attempt in progress. */
export function examRoomPath(variant: 'obt' | 'subt', examId: number): string {
  return `/exam/${variant}/exam?examId=${examId}`;
}
