import { describe, expect, it } from 'vitest';
import { saveBookProgressCall } from './book';
import { saveLessonProgressCall } from './course';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('progress saves past the time one save may record', () => {
  it('tell the reader the limit, in minutes', () => {
    const save = saveBookProgressCall.request.safeParse({
      bookId: 1,
      format: 'audio',
      chapterId: 1,
      positionMs: 0,
      readingDeltaMs: 10 * 60_000 + 1,
      finished: false,
      clientAt: 1,
    });
    expect(messagesOf(save)).toContain('一次最多记录 10 分钟阅读时长');
  });

  it('tell the learner the limit, in minutes', () => {
    const save = saveLessonProgressCall.request.safeParse({
      courseId: 1,
      lessonId: 1,
      positionMs: 0,
      watchedDeltaMs: 10 * 60_000 + 1,
      finished: false,
      clientAt: 1,
    });
    expect(messagesOf(save)).toContain('一次最多记录 10 分钟学习时长');
  });
});
