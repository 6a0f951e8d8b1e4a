import type { TExamStartMode, TExamState } from '@yzfk/contract/calls/exam-shapes';
import { chinaYear } from '../../platform/china-time';

// The clock rules of a mock exam (decision 0015), pure: which state an exam is in, when each
// paper opens and closes to entry, an attempt's deadline, when 交卷 opens, and whether a save
// still counts after the deadline. Every function takes the server's `now`.

const MINUTE_MS = 60_000;

export type TExamClock = {
  startMode: TExamStartMode;
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  startsAt: Date;
  endsAt: Date;
  lateEntryMinutes: number;
  submitOpensMinutesBeforeEnd: number | null;
};

export type TPaperClock = { durationMinutes: number; gapMinutesBefore: number };

const plusMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS);

/**
 * 报名中 while registration is open and the exam has not started; 即将开始 until the start;
 * 进行中 until the end; then 已结束.
 */
export function examState(exam: TExamClock, now: Date): TExamState {
  if (now >= exam.endsAt) return 'ended';
  if (now >= exam.startsAt) return 'ongoing';
  if (now >= exam.registrationOpensAt && now < exam.registrationClosesAt) return 'registering';
  return 'upcoming';
}

/** Whether registration is open now (随到随考 exams usually stay open during the window). */
export function isRegistrationOpen(exam: TExamClock, now: Date): boolean {
  return now >= exam.registrationOpensAt && now < exam.registrationClosesAt && now < exam.endsAt;
}

/**
 * 统一开考: each paper's start, one after another from the exam's start (the previous papers'
 * durations plus each paper's gap before it).
 */
export function fixedPaperStarts(startsAt: Date, papers: readonly TPaperClock[]): Date[] {
  let at = startsAt;
  return papers.map((paper) => {
    const start = plusMinutes(at, paper.gapMinutesBefore);
    at = plusMinutes(start, paper.durationMinutes);
    return start;
  });
}

/** 统一开考 without an explicit end: the end of the last paper. */
export function fixedEndsAt(startsAt: Date, papers: readonly TPaperClock[]): Date {
  const starts = fixedPaperStarts(startsAt, papers);
  const last = papers.length - 1;
  const lastStart = starts[last] ?? startsAt;
  return plusMinutes(lastStart, papers[last]?.durationMinutes ?? 0);
}

export type TPaperWindow = {
  /** When the candidate may start the paper (统一开考: the paper's start; 随到随考: now). */
  opensAt: Date;
  /** After this the paper can no longer be started. */
  entryClosesAt: Date;
  /** 统一开考: the paper's fixed start; 随到随考: null (each clock starts at the start). */
  fixedStart: Date | null;
};

/** When each paper opens and closes to entry for a candidate asking now. */
export function paperWindows(
  exam: TExamClock,
  papers: readonly TPaperClock[],
  now: Date,
): TPaperWindow[] {
  if (exam.startMode === 'fixed') {
    return fixedPaperStarts(exam.startsAt, papers).map((start) => ({
      opensAt: start,
      entryClosesAt: plusMinutes(start, exam.lateEntryMinutes),
      fixedStart: start,
    }));
  }
  // 随到随考: every paper opens with the window; entry stays open until the window closes.
  const opensAt = now < exam.startsAt ? exam.startsAt : now > exam.endsAt ? exam.endsAt : now;
  return papers.map(() => ({ opensAt, entryClosesAt: exam.endsAt, fixedStart: null }));
}

/**
 * The deadline of an attempt started now: 统一开考 the paper's start plus its duration (a late
 * candidate loses the minutes), 随到随考 now plus the duration, capped at the window's end.
 */
export function attemptDeadline(
  exam: TExamClock,
  paper: TPaperClock,
  window: TPaperWindow,
  now: Date,
): Date {
  if (window.fixedStart) return plusMinutes(window.fixedStart, paper.durationMinutes);
  const full = plusMinutes(now, paper.durationMinutes);
  return full > exam.endsAt ? exam.endsAt : full;
}

/**
 * When 交卷 opens for an attempt: the given minutes before its deadline (operator extra time
 * does not move it). Null when submission is allowed at any time, or already from the start.
 */
export function submitOpensAt(
  exam: Pick<TExamClock, 'submitOpensMinutesBeforeEnd'>,
  attempt: { startedAt: Date; deadline: Date; extraMinutes: number },
): Date | null {
  if (exam.submitOpensMinutesBeforeEnd === null) return null;
  const base = plusMinutes(attempt.deadline, -attempt.extraMinutes);
  const opens = plusMinutes(base, -exam.submitOpensMinutesBeforeEnd);
  return opens <= attempt.startedAt ? null : opens;
}

/** Whether an attempt is past its deadline and the grace: nothing more can be saved. */
export function isOverdue(deadline: Date, now: Date, graceSeconds: number): boolean {
  return now.getTime() > deadline.getTime() + graceSeconds * 1000;
}

/**
 * Whether a save arriving now counts: before the deadline always; within the grace after it
 * only when the browser made the change (changedAt, ms, in server time) by the deadline.
 */
export function saveCounts(
  deadline: Date,
  now: Date,
  changedAt: number | undefined,
  graceSeconds: number,
): boolean {
  if (now <= deadline) return true;
  if (isOverdue(deadline, now, graceSeconds)) return false;
  return changedAt !== undefined && changedAt <= deadline.getTime();
}

/** 准考证号: year, exam id (4 digits or more) and the registration's sequence (6 digits). */
export function ticketNumber(startsAt: Date, examId: number, sequence: number): string {
  return `${chinaYear(startsAt)}${String(examId).padStart(4, '0')}${String(sequence).padStart(6, '0')}`;
}
