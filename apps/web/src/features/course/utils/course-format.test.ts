import { describe, expect, it } from 'vitest';
import { clockText, courseProgressText, durationText, lessonProgressText } from './course-format';

describe('lesson progress text', () => {
  it('says 未学 before a lesson is played, or while it is still at its start', () => {
    expect(lessonProgressText(null)).toBe('未学');
    expect(lessonProgressText({ positionMs: 400, watchedMs: 400, finished: false })).toBe('未学');
  });

  it('says where I am, as a clock', () => {
    expect(lessonProgressText({ positionMs: 192_400, watchedMs: 1, finished: false })).toBe(
      '学到 03:12',
    );
    expect(lessonProgressText({ positionMs: 3_723_000, watchedMs: 1, finished: false })).toBe(
      '学到 1:02:03',
    );
  });

  it('says 已学完 once finished, wherever the position', () => {
    expect(lessonProgressText({ positionMs: 0, watchedMs: 9, finished: true })).toBe('已学完');
    expect(lessonProgressText({ positionMs: 50_000, watchedMs: 9, finished: true })).toBe('已学完');
  });
});

describe('course texts', () => {
  it('shows my progress through a course as a share and finished lessons', () => {
    expect(courseProgressText({ finishedLessons: 2, lessonCount: 5, share: 0.4 })).toBe(
      '学习进度 40% · 2/5 课时',
    );
  });

  it('writes lengths in words, seconds for the short demo lessons', () => {
    expect(durationText(8_200)).toBe('8秒');
    expect(durationText(12 * 60_000)).toBe('12分钟');
    expect(durationText(65 * 60_000)).toBe('1小时5分钟');
    expect(durationText(120 * 60_000)).toBe('2小时');
    expect(clockText(8_900)).toBe('00:08');
  });
});
