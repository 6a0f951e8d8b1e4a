import { RECORD_DAYS } from '@yzfk/contract/calls/course';
import { chinaDay } from '../../platform/china-time';

// Pure rules of courses: a course's progress, the day study time counts for, the record's days.

const DAY_MS = 86_400_000;

/** My progress through a course: the share of its lessons I finished. */
export function courseProgress(finishedLessons: number, lessonCount: number) {
  const finished = Math.min(finishedLessons, lessonCount);
  return {
    finishedLessons: finished,
    lessonCount,
    share: lessonCount === 0 ? 0 : finished / lessonCount,
  };
}

/** The last RECORD_DAYS days ending today (China time), oldest first. */
export function recordDays(now: Date, days = RECORD_DAYS): string[] {
  return Array.from({ length: days }, (_, index) =>
    chinaDay(new Date(now.getTime() - (days - 1 - index) * DAY_MS)),
  );
}
