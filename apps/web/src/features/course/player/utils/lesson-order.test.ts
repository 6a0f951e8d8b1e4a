import { describe, expect, it } from 'vitest';
import { chooseLesson, nextLesson } from './lesson-order';

function lesson(id: number) {
  return { id, title: `第${id}讲`, durationMs: 10_000, progress: null };
}

const COURSE = {
  chapters: [
    { id: 1, title: '第一章', lessons: [lesson(11), lesson(12)] },
    { id: 2, title: '第二章', lessons: [lesson(21)] },
  ],
  resume: null,
};

describe('lesson order', () => {
  it('plays the lesson the address names', () => {
    expect(chooseLesson(COURSE, 12)?.title).toBe('第12讲');
  });

  it('without a lesson in the address resumes where I stopped, else starts at the first', () => {
    expect(
      chooseLesson({ ...COURSE, resume: { lessonId: 21, positionMs: 4000 } }, undefined),
    ).toMatchObject({
      id: 21,
      chapterTitle: '第二章',
    });
    expect(chooseLesson(COURSE, undefined)?.id).toBe(11);
  });

  it('finds no lesson for an id the course does not have', () => {
    expect(chooseLesson(COURSE, 99)).toBeUndefined();
  });

  it('goes on to the next lesson, across chapters, and ends after the last', () => {
    expect(nextLesson(COURSE, 11)?.id).toBe(12);
    expect(nextLesson(COURSE, 12)).toMatchObject({ id: 21, chapterTitle: '第二章' });
    expect(nextLesson(COURSE, 21)).toBeUndefined();
  });
});
