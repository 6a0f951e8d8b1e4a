import { describe, expect, it } from 'vitest';
import { nextExamDay } from './next-exam-day';

describe('nextExamDay', () => {
  it('counts to the first date still to come, whatever order they were given in', () => {
    expect(nextExamDay(['2027-09-18', '2026-12-01', '2025-09-13'], '2026-11-24')).toEqual({
      date: '2026-12-01',
      daysLeft: 7,
    });
  });

  it('answers 0 days on the exam day itself', () => {
    expect(nextExamDay(['2026-11-24'], '2026-11-24')).toEqual({ date: '2026-11-24', daysLeft: 0 });
  });

  it('answers null once every date has passed', () => {
    expect(nextExamDay(['2025-09-13'], '2026-11-24')).toBeNull();
    expect(nextExamDay([], '2026-11-24')).toBeNull();
  });
});
