import type { TNote } from '@yzfk/contract/calls/notes';

/** The course of each of some lessons, answered by the course module (wired in modules.ts). */
export type TLessonCourses = (lessonIds: number[]) => Promise<Map<number, number>>;

/**
 * Adds what a note's link back needs beyond its source: a lesson's course (the player's address
 * names both). Other kinds link from their own fields.
 */
export function createNoteLinks(lessonCourses: TLessonCourses | undefined) {
  return async function withLinks<T extends TNote>(notes: T[]): Promise<T[]> {
    const lessons = notes.filter((note) => note.source === 'lesson');
    if (!lessonCourses || lessons.length === 0) return notes;
    const courses = await lessonCourses([...new Set(lessons.map((note) => note.sourceId))]);
    return notes.map((note) => {
      const courseId = note.source === 'lesson' ? courses.get(note.sourceId) : undefined;
      return courseId === undefined ? note : { ...note, courseId };
    });
  };
}

export type TNoteLinks = ReturnType<typeof createNoteLinks>;
