import type { TCourseDetail, TCourseLesson } from '../../api/get-course';

// Which lesson the player shows, and which one follows it: the course's lessons in reading order
// (chapter by chapter), so the next lesson after a chapter's last is the next chapter's first.

/** A lesson with the title of its chapter. */
export type TPlayerLesson = TCourseLesson & { chapterTitle: string };

/** Every lesson of the course in order, each with its chapter's title. */
export function lessonsInOrder(detail: Pick<TCourseDetail, 'chapters'>): TPlayerLesson[] {
  return detail.chapters.flatMap((chapter) =>
    chapter.lessons.map((lesson) => ({ ...lesson, chapterTitle: chapter.title })),
  );
}

/**
 * The lesson to play: the one the address names; without one, where I stopped (the course's
 * resume lesson), else the first. Undefined when the address names a lesson the course lacks.
 */
export function chooseLesson(
  detail: Pick<TCourseDetail, 'chapters' | 'resume'>,
  lessonId: number | undefined,
): TPlayerLesson | undefined {
  const lessons = lessonsInOrder(detail);
  if (lessonId !== undefined) return lessons.find((lesson) => lesson.id === lessonId);
  const resumed = lessons.find((lesson) => lesson.id === detail.resume?.lessonId);
  return resumed ?? lessons[0];
}

/** The lesson after this one, across chapters; undefined after the course's last lesson. */
export function nextLesson(
  detail: Pick<TCourseDetail, 'chapters'>,
  lessonId: number,
): TPlayerLesson | undefined {
  const lessons = lessonsInOrder(detail);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  return index === -1 ? undefined : lessons[index + 1];
}
