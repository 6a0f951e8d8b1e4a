import type { z } from 'zod';
import type { TCallData } from '@yzfk/contract/call';
import type { getCourseRecordCall, saveLessonProgressCall } from '@yzfk/contract/calls/course';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth } from '../../platform/http/auth';
import type { createCourseProgressStore } from './course-progress.repository';
import { courseProgress, recordDays } from './course-rules';
import { playedPosition } from '../../platform/media/played-position';
import { chinaDay } from '../../platform/china-time';
import type { TCourseRepository } from './course.repository';
import type { TCourseAccessRule } from './course-access';

type TDeps = {
  courses: TCourseRepository;
  access: TCourseAccessRule;
  progress: ReturnType<typeof createCourseProgressStore>;
  now: () => Date;
};

/** Learning progress: saving a position, and my course record. */
export function createCourseProgressService(deps: TDeps) {
  async function progressOfCourse(userId: number, courseId: number, lessonCount: number) {
    const rows = await deps.courses.progressOf(userId, [courseId]);
    return courseProgress(rows.filter((row) => row.finished).length, lessonCount);
  }

  return {
    /**
     * Saves where the user is in a lesson: 4106 without a user, 4950 for an unknown course,
     * 4951 for a lesson of another course, 5006 for a course the user may not play (as playing
     * it answers; a saved position makes its user a learner), 4952 for a position past its end. The position and
     * the day's study time are written in one transaction; a stale save writes nothing. The
     * time counted is bounded by the time since the user's previous save.
     */
    async save(
      auth: TAuth,
      input: z.output<typeof saveLessonProgressCall.request>,
    ): Promise<TCallData<typeof saveLessonProgressCall>> {
      const userId = requireUser(auth);
      const found = await deps.courses.findCourse(input.courseId);
      if (!found) throw new AppError(E.courseNotFound);
      const lesson = await deps.courses.findLesson(input.courseId, input.lessonId);
      if (!lesson) throw new AppError(E.lessonNotInCourse);
      if (await deps.access.isLocked(auth, found.course)) throw new AppError(E.noPermission);
      const positionMs = playedPosition(input.positionMs, lesson.durationMs);
      if (positionMs === undefined) throw new AppError(E.positionBeyondDuration);
      const at = deps.now();
      const { row, applied } = await deps.progress.transaction(async (store) => {
        // Study time is what the client claims, but never more than the wall-clock time since
        // the user's previous save: 20 saves in a second count a second, not 20 deltas.
        const lastSaveAt = await store.lockLastSaveAt(userId);
        const watchedDeltaMs =
          lastSaveAt === null
            ? input.watchedDeltaMs
            : Math.min(input.watchedDeltaMs, Math.max(0, at.getTime() - lastSaveAt.getTime()));
        const saved = await store.save({ ...input, watchedDeltaMs, positionMs, userId, at });
        if (saved && watchedDeltaMs > 0) {
          await store.addStudyTime(userId, input.courseId, chinaDay(at), watchedDeltaMs);
        }
        return saved
          ? { row: saved, applied: true }
          : { row: await store.find(userId, input.lessonId), applied: false };
      });
      if (!row) throw new Error('lesson progress neither saved nor found');
      return {
        applied,
        progress: { positionMs: row.positionMs, watchedMs: row.watchedMs, finished: row.finished },
        course: await progressOfCourse(userId, input.courseId, found.course.lessonCount),
      };
    },

    /** My courses (progress and study time, the latest first) and study time per day. */
    async record(auth: TAuth): Promise<TCallData<typeof getCourseRecordCall>> {
      const userId = requireUser(auth);
      const now = deps.now();
      const days = recordDays(now);
      const [started, progress, studied] = await Promise.all([
        deps.progress.startedCourses(userId),
        deps.courses.progressOf(userId),
        deps.progress.studyDays(userId, days[0] ?? chinaDay(now)),
      ]);
      const perDay = new Map(studied.map((row) => [row.day, row.studiedMs]));
      const courses = started.map(({ course, studiedMs }) => {
        const rows = progress.filter((row) => row.courseId === course.id);
        const last = rows.reduce((latest, row) => Math.max(latest, row.updatedAt.getTime()), 0);
        return {
          courseId: course.id,
          kind: course.kind,
          title: course.title,
          progress: courseProgress(rows.filter((row) => row.finished).length, course.lessonCount),
          studiedMs,
          lastStudiedAt: new Date(last).toISOString(),
        };
      });
      courses.sort((a, b) => b.lastStudiedAt.localeCompare(a.lastStudiedAt));
      return { courses, days: days.map((day) => ({ day, studiedMs: perDay.get(day) ?? 0 })) };
    },
  };
}

export type TCourseProgressService = ReturnType<typeof createCourseProgressService>;
