import { describe, expect, it } from 'vitest';
import type { TCourseDetail, TCourseLesson } from '../api/get-course';
import { mainActionLabel, mainActionOf } from './main-action';

const lesson = (id: number, progress: TCourseLesson['progress'] = null): TCourseLesson => ({
  id,
  title: `第${id}讲`,
  durationMs: 60_000,
  progress,
});
const finished = { positionMs: 0, watchedMs: 60_000, finished: true };
const at = (positionMs: number) => ({ positionMs, watchedMs: positionMs, finished: false });

function detail(
  lessons: TCourseLesson[][],
  resume: TCourseDetail['resume'] = null,
  locked = false,
): Pick<TCourseDetail, 'locked' | 'chapters' | 'resume'> {
  return {
    locked,
    resume,
    chapters: lessons.map((chapter, i) => ({ id: i + 1, title: `第${i + 1}章`, lessons: chapter })),
  };
}

describe('the detail page main button', () => {
  it('asks for an authorisation on a locked course, whatever my progress', () => {
    const action = mainActionOf(
      detail([[lesson(1, at(5_000))]], { lessonId: 1, positionMs: 5_000 }, true),
    );
    expect(action).toEqual({ kind: 'access' });
    expect(mainActionLabel(action)).toBe('获取授权');
  });

  it('starts at the first lesson before I start', () => {
    const action = mainActionOf(detail([[lesson(11), lesson(12)], [lesson(21)]]));
    expect(action).toEqual({ kind: 'start', lessonId: 11 });
    expect(mainActionLabel(action)).toBe('开始学习');
  });

  it('continues the lesson I played last, where I stopped', () => {
    const action = mainActionOf(
      detail([[lesson(11, finished), lesson(12, at(30_000))], [lesson(21)]], {
        lessonId: 12,
        positionMs: 30_000,
      }),
    );
    expect(action).toEqual({ kind: 'resume', lessonId: 12, positionMs: 30_000 });
    expect(mainActionLabel(action)).toBe('继续学习');
  });

  it('continues with the next lesson, across chapters, when I finished the last one played', () => {
    expect(
      mainActionOf(
        detail([[lesson(11, finished), lesson(12, finished)], [lesson(21)]], {
          lessonId: 12,
          positionMs: 0,
        }),
      ),
    ).toEqual({ kind: 'resume', lessonId: 21, positionMs: 0 });
  });

  it('goes back to an earlier unfinished lesson after the last one, and starts over when all are done', () => {
    expect(
      mainActionOf(
        detail([[lesson(11, at(9_000)), lesson(12, finished)]], { lessonId: 12, positionMs: 0 }),
      ),
    ).toEqual({ kind: 'resume', lessonId: 11, positionMs: 9_000 });
    expect(
      mainActionOf(
        detail([[lesson(11, finished), lesson(12, finished)]], { lessonId: 12, positionMs: 0 }),
      ),
    ).toEqual({ kind: 'start', lessonId: 11 });
  });

  it('offers nothing to play for a course without lessons', () => {
    expect(mainActionOf(detail([[]]))).toEqual({ kind: 'none' });
  });
});
