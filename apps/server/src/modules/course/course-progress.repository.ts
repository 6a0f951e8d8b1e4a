import { and, asc, eq, gte, max, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { courseStudyDays, courses, lessonProgress } from './course.schema';
import type { TLessonProgressRow } from './course.repository';
import { newerSaveWins } from '../../platform/db/client-ordered-save';

export type TProgressSave = {
  userId: number;
  courseId: number;
  lessonId: number;
  positionMs: number;
  watchedDeltaMs: number;
  finished: boolean;
  clientAt: number;
  at: Date;
};

/** The advisory lock class of a user's progress saves (the user id is the second key). */
const STUDY_LOCK_CLASS = 4983;

/** SQL writing lesson progress and study days; bind it to a transaction. */
export function createCourseProgressRepository(db: TDb) {
  return {
    /**
     * Saves a position unless a newer save is stored: one upsert whose update only happens when
     * the stored client time is older, so two saves racing still keep the newest. Answers the
     * row written, or undefined for a stale save.
     */
    async save(input: TProgressSave): Promise<TLessonProgressRow | undefined> {
      const [row] = await db
        .insert(lessonProgress)
        .values({
          userId: input.userId,
          lessonId: input.lessonId,
          courseId: input.courseId,
          positionMs: input.positionMs,
          watchedMs: input.watchedDeltaMs,
          finished: input.finished,
          clientAt: input.clientAt,
          updatedAt: input.at,
        })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          ...newerSaveWins(lessonProgress.clientAt, input, {
            positionMs: input.positionMs,
            watchedMs: sql`${lessonProgress.watchedMs} + ${input.watchedDeltaMs}`,
            finished: sql`${lessonProgress.finished} or ${input.finished}`,
          }),
        })
        .returning();
      return row;
    },

    /**
     * When the user's last progress save (any lesson) was written, under the user's advisory
     * lock held to the end of the transaction: parallel saves each see the one before them.
     */
    async lockLastSaveAt(userId: number): Promise<Date | null> {
      await db.execute(sql`select pg_advisory_xact_lock(${STUDY_LOCK_CLASS}, ${userId})`);
      const [row] = await db
        .select({ at: max(lessonProgress.updatedAt) })
        .from(lessonProgress)
        .where(eq(lessonProgress.userId, userId));
      return row?.at ?? null;
    },

    async find(userId: number, lessonId: number): Promise<TLessonProgressRow | undefined> {
      const rows = await db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
      return rows[0];
    },

    /** Adds study time to a user's day in a course (an upsert adding to the stored time). */
    async addStudyTime(userId: number, courseId: number, day: string, ms: number): Promise<void> {
      await db
        .insert(courseStudyDays)
        .values({ userId, courseId, day, studiedMs: ms })
        .onConflictDoUpdate({
          target: [courseStudyDays.userId, courseStudyDays.courseId, courseStudyDays.day],
          set: { studiedMs: sql`${courseStudyDays.studiedMs} + ${ms}` },
        });
    },

    /** A user's study time per day since `fromDay`, all courses together. */
    async studyDays(userId: number, fromDay: string) {
      return db
        .select({
          day: courseStudyDays.day,
          studiedMs: sql<number>`sum(${courseStudyDays.studiedMs})`.mapWith(Number),
        })
        .from(courseStudyDays)
        .where(and(eq(courseStudyDays.userId, userId), gte(courseStudyDays.day, fromDay)))
        .groupBy(courseStudyDays.day)
        .orderBy(asc(courseStudyDays.day));
    },

    /** The courses a user has started (any lesson progress), with their study time in all. */
    async startedCourses(userId: number) {
      return db
        .select({
          course: courses,
          studiedMs:
            sql<number>`(select coalesce(sum(${courseStudyDays.studiedMs}), 0) from ${courseStudyDays} where ${courseStudyDays.userId} = ${userId} and ${courseStudyDays.courseId} = ${courses.id})`.mapWith(
              Number,
            ),
        })
        .from(courses)
        .where(
          sql`exists (select 1 from ${lessonProgress} where ${lessonProgress.userId} = ${userId} and ${lessonProgress.courseId} = ${courses.id})`,
        );
    },
  };
}

export type TCourseProgressRepository = ReturnType<typeof createCourseProgressRepository>;

/** Both course repositories on one connection or transaction, and a way to run work in one. */
export function createCourseProgressStore(db: TDb) {
  return {
    ...createCourseProgressRepository(db),
    transaction<T>(work: (repository: TCourseProgressRepository) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createCourseProgressRepository(tx)));
    },
  };
}
