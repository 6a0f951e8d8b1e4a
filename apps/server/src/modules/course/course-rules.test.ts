import { describe, expect, it } from 'vitest';
import { courseProgress, recordDays } from './course-rules';
import { chinaDay } from '../../platform/china-time';

describe('course rules', () => {
  it('counts a course as the share of finished lessons', () => {
    expect(courseProgress(1, 4)).toEqual({ finishedLessons: 1, lessonCount: 4, share: 0.25 });
    expect(courseProgress(0, 0).share).toBe(0);
  });

  it('counts days in China time', () => {
    expect(chinaDay(new Date('2026-11-20T15:59:59Z'))).toBe('2026-11-20');
    expect(chinaDay(new Date('2026-11-20T16:00:00Z'))).toBe('2026-11-21');
    const days = recordDays(new Date('2026-11-20T16:30:00Z'));
    expect(days).toHaveLength(30);
    expect([days[0], days.at(-1)]).toEqual(['2026-10-23', '2026-11-21']);
  });
});
