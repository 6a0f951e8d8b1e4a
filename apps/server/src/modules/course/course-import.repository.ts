import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import {
  courseChapters,
  courseLessons,
  courses,
  type TCourseAccess,
  type TCourseKind,
} from './course.schema';

export type TCourseRow = {
  key: string;
  kind: TCourseKind;
  title: string;
  teacher: string;
  subject: string;
  description: string;
  coverFileId: number | null;
  access: TCourseAccess;
};

export type TLessonRow = {
  key: string;
  title: string;
  mediaFileId: number;
  durationMs: number;
};

/**
 * Writes one course, its chapters and lessons (run it in one transaction): the course by key,
 * chapters by position, lessons by key, so progress on a lesson survives a re-import. Lessons
 * the manifest no longer names are removed; a lesson rejected this time but imported before is
 * kept as it was. Answers the course id and whether the course row was new.
 */
export async function saveImportedCourse(
  db: TDb,
  course: TCourseRow,
  chapters: { title: string; lessons: TLessonRow[] }[],
  manifestKeys: string[],
  at: Date,
): Promise<{ courseId: number; created: boolean }> {
  const [row] = await db
    .insert(courses)
    .values({ ...course, lessonCount: 0, totalDurationMs: 0, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: courses.key, set: { ...course, updatedAt: at } })
    // xmax = 0 only for a row this statement inserted (PostgreSQL's upsert idiom).
    .returning({ id: courses.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('course upsert returned no row');
  const courseId = row.id;
  let ordinal = 0;
  for (const [index, chapter] of chapters.entries()) {
    const [saved] = await db
      .insert(courseChapters)
      .values({ courseId, ordinal: index, title: chapter.title })
      .onConflictDoUpdate({
        target: [courseChapters.courseId, courseChapters.ordinal],
        set: { title: chapter.title },
      })
      .returning({ id: courseChapters.id });
    if (!saved) throw new Error('chapter upsert returned no row');
    for (const lesson of chapter.lessons) {
      const values = { ...lesson, courseId, chapterId: saved.id, ordinal: ordinal++ };
      await db
        .insert(courseLessons)
        .values(values)
        .onConflictDoUpdate({ target: [courseLessons.courseId, courseLessons.key], set: values });
    }
  }
  await db
    .delete(courseLessons)
    .where(
      and(
        eq(courseLessons.courseId, courseId),
        notInArray(courseLessons.key, manifestKeys.length > 0 ? manifestKeys : ['']),
      ),
    );
  await db
    .delete(courseChapters)
    .where(
      and(eq(courseChapters.courseId, courseId), gte(courseChapters.ordinal, chapters.length)),
    );
  await db
    .update(courses)
    .set({
      lessonCount: sql`(select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${courseId})`,
      totalDurationMs: sql`(select coalesce(sum(${courseLessons.durationMs}), 0) from ${courseLessons} where ${courseLessons.courseId} = ${courseId})`,
    })
    .where(eq(courses.id, courseId));
  return { courseId, created: row.created };
}
