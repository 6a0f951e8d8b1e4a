import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import {
  courseChapters,
  courseLessons,
  courses,
  lessonProgress,
  type TCourseAccess,
  type TCourseKind,
} from './course.schema';
import { countedPage } from '../../platform/db/counted-page';
import { pageWindow } from '../../platform/paging';

export type TCourse = typeof courses.$inferSelect;
export type TLesson = typeof courseLessons.$inferSelect;
export type TLessonProgressRow = typeof lessonProgress.$inferSelect;

export type TCourseFilters = {
  kind?: TCourseKind;
  subject?: string;
  teacher?: string;
  access?: TCourseAccess;
  sort: 'newest' | 'popular' | 'title';
  page: number;
  pageSize: number;
};

/** Learners of a course: users with progress on any of its lessons. */
const learners = sql<number>`(select count(distinct ${lessonProgress.userId}) from ${lessonProgress} where ${lessonProgress.courseId} = ${courses.id})::int`;

/** SQL reading courses, their lessons and a user's progress. */
export function createCourseRepository(db: TDb) {
  return {
    /** A page of courses matching the filters, with their learner counts, and the total. */
    async list(filters: TCourseFilters) {
      const conditions: SQL[] = [];
      if (filters.kind) conditions.push(eq(courses.kind, filters.kind));
      if (filters.subject) conditions.push(eq(courses.subject, filters.subject));
      if (filters.teacher) conditions.push(eq(courses.teacher, filters.teacher));
      if (filters.access) conditions.push(eq(courses.access, filters.access));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order =
        filters.sort === 'title'
          ? [asc(courses.title), asc(courses.id)]
          : filters.sort === 'popular'
            ? [desc(learners), desc(courses.id)]
            : [desc(courses.createdAt), desc(courses.id)];
      const { limit, offset } = pageWindow(filters);
      return countedPage(
        db,
        courses,
        where,
        db
          .select({ course: courses, learners })
          .from(courses)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      );
    },

    /** The subjects and teachers of the courses of a kind (of all without one), each once. */
    async facets(kind?: TCourseKind): Promise<{ subjects: string[]; teachers: string[] }> {
      const where = kind ? eq(courses.kind, kind) : undefined;
      const [subjects, teachers] = await Promise.all([
        db
          .selectDistinct({ name: courses.subject })
          .from(courses)
          .where(where)
          .orderBy(asc(courses.subject)),
        db
          .selectDistinct({ name: courses.teacher })
          .from(courses)
          .where(where)
          .orderBy(asc(courses.teacher)),
      ]);
      return {
        subjects: subjects.map((row) => row.name),
        teachers: teachers.map((row) => row.name),
      };
    },

    async findCourse(id: number) {
      const rows = await db
        .select({ course: courses, learners })
        .from(courses)
        .where(eq(courses.id, id));
      return rows[0];
    },

    async chapters(courseId: number) {
      return db
        .select({ id: courseChapters.id, title: courseChapters.title })
        .from(courseChapters)
        .where(eq(courseChapters.courseId, courseId))
        .orderBy(asc(courseChapters.ordinal));
    },

    async lessons(courseId: number): Promise<TLesson[]> {
      return db
        .select()
        .from(courseLessons)
        .where(eq(courseLessons.courseId, courseId))
        .orderBy(asc(courseLessons.ordinal));
    },

    /** A lesson of a course; undefined when there is none or it belongs to another course. */
    async findLesson(courseId: number, lessonId: number): Promise<TLesson | undefined> {
      const rows = await db
        .select()
        .from(courseLessons)
        .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)));
      return rows[0];
    },

    /** A lesson by id alone, with its course's access (for notes on a lesson). */
    async findLessonWithAccess(lessonId: number) {
      const rows = await db
        .select({
          durationMs: courseLessons.durationMs,
          access: courses.access,
          subject: courses.subject,
        })
        .from(courseLessons)
        .innerJoin(courses, eq(courses.id, courseLessons.courseId))
        .where(eq(courseLessons.id, lessonId));
      return rows[0];
    },

    /** The course of each of some lessons (a lesson's note links to the player, which needs it). */
    async coursesOfLessons(lessonIds: number[]): Promise<Map<number, number>> {
      if (lessonIds.length === 0) return new Map();
      const rows = await db
        .select({ lessonId: courseLessons.id, courseId: courseLessons.courseId })
        .from(courseLessons)
        .where(inArray(courseLessons.id, lessonIds));
      return new Map(rows.map((row) => [row.lessonId, row.courseId]));
    },

    /** A user's progress rows in some courses (all of them without `courseIds`). */
    async progressOf(userId: number, courseIds?: number[]): Promise<TLessonProgressRow[]> {
      if (courseIds?.length === 0) return [];
      const inCourses = courseIds
        ? sql`${lessonProgress.courseId} in (${sql.join(
            courseIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : undefined;
      return db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), inCourses))
        .orderBy(desc(lessonProgress.updatedAt));
    },
  };
}

export type TCourseRepository = ReturnType<typeof createCourseRepository>;
