import type { z } from 'zod';
import type { TCallData } from '@yzfk/contract/call';
import type { getCourseCall, listCoursesCall } from '@yzfk/contract/calls/course';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/auth';
import type { TMediaService } from '../media/media.service';
import type { TCourseAccessRule } from './course-access';
import { courseProgress } from './course-rules';
import type { TCourse, TCourseRepository, TLessonProgressRow } from './course.repository';
import { mapFound } from '../../platform/map-found';

type TDeps = { courses: TCourseRepository; access: TCourseAccessRule; media: TMediaService };

/** The session's user id, or null for a session without one (no progress to show). */
function userOf(auth: TAuth): number | null {
  return auth.session.kind === 'user' ? auth.session.userId : null;
}

function card(
  course: TCourse,
  learners: number,
  progress: TLessonProgressRow[] | null,
  coverUrl: string | null,
  locked: boolean,
) {
  return {
    id: course.id,
    kind: course.kind,
    title: course.title,
    teacher: course.teacher,
    subject: course.subject,
    coverUrl,
    access: course.access,
    locked,
    lessonCount: course.lessonCount,
    totalDurationMs: course.totalDurationMs,
    learners,
    progress: progress
      ? courseProgress(
          progress.filter((row) => row.courseId === course.id && row.finished).length,
          course.lessonCount,
        )
      : null,
  };
}

/** The course catalogue: list, detail and playing a lesson (the access check first). */
export function createCourseCatalogService(deps: TDeps) {
  async function findCourse(courseId: number) {
    const found = await deps.courses.findCourse(courseId);
    if (!found) throw new AppError(E.courseNotFound);
    return found;
  }

  /**
   * The cover's signed link for this session, on the hour so it stays the same between fetches
   * (the browser's cache keeps the image); null without a cover, or when its file is gone.
   */
  async function coverOf(auth: TAuth, course: TCourse): Promise<string | null> {
    if (course.coverFileId === null) return null;
    try {
      return (await deps.media.signUrl(auth, course.coverFileId, { cacheable: true })).url;
    } catch (error) {
      if (error instanceof AppError && error.code === E.mediaNotFound) return null;
      throw error;
    }
  }

  return {
    async list(
      auth: TAuth,
      filters: z.output<typeof listCoursesCall.request>,
    ): Promise<TCallData<typeof listCoursesCall>> {
      const [{ rows, total }, facets] = await Promise.all([
        deps.courses.list(filters),
        deps.courses.facets(filters.kind),
      ]);
      const userId = userOf(auth);
      const [progress, covers, sessionLocked] = await Promise.all([
        userId === null
          ? null
          : deps.courses.progressOf(
              userId,
              rows.map((row) => row.course.id),
            ),
        Promise.all(rows.map((row) => coverOf(auth, row.course))),
        // One check for the page: every authorised course opens to the same authorisations.
        deps.access.isLocked(auth, { access: 'authorised' }),
      ]);
      return {
        items: rows.map((row, i) =>
          card(
            row.course,
            row.learners,
            progress,
            covers[i] ?? null,
            row.course.access !== 'free' && sessionLocked,
          ),
        ),
        total,
        page: filters.page,
        pageSize: filters.pageSize,
        facets,
      };
    },

    async detail(auth: TAuth, courseId: number): Promise<TCallData<typeof getCourseCall>> {
      const { course, learners } = await findCourse(courseId);
      const userId = userOf(auth);
      const [chapters, lessons, progress, locked, coverUrl] = await Promise.all([
        deps.courses.chapters(courseId),
        deps.courses.lessons(courseId),
        userId === null ? Promise.resolve(null) : deps.courses.progressOf(userId, [courseId]),
        deps.access.isLocked(auth, course),
        coverOf(auth, course),
      ]);
      const byLesson = new Map((progress ?? []).map((row) => [row.lessonId, row]));
      const last = progress?.[0];
      return {
        course: {
          ...card(course, learners, progress, coverUrl, locked),
          description: course.description,
        },
        locked,
        chapters: chapters.map((chapter) => ({
          id: chapter.id,
          title: chapter.title,
          lessons: lessons
            .filter((lesson) => lesson.chapterId === chapter.id)
            .map((lesson) => {
              const row = byLesson.get(lesson.id);
              return {
                id: lesson.id,
                title: lesson.title,
                durationMs: lesson.durationMs,
                progress: row
                  ? { positionMs: row.positionMs, watchedMs: row.watchedMs, finished: row.finished }
                  : null,
              };
            }),
        })),
        resume: last ? { lessonId: last.lessonId, positionMs: last.positionMs } : null,
      };
    },

    /**
     * Whether a lesson exists and its course is open to this session, with its duration and its
     * course's subject: what the notes module asks before a note is written on the lesson.
     */
    async lessonReadability(
      auth: TAuth,
      lessonId: number,
    ): Promise<
      | { status: 'missing' }
      | { status: 'locked' }
      | { status: 'readable'; durationMs: number; subject: string }
    > {
      const lesson = await deps.courses.findLessonWithAccess(lessonId);
      if (!lesson) return { status: 'missing' };
      if (await deps.access.isLocked(auth, lesson)) return { status: 'locked' };
      return { status: 'readable', durationMs: lesson.durationMs, subject: lesson.subject };
    },

    /**
     * The courses among `ids` that exist, as the favourites list shows them (locked when this
     * session may not play them yet).
     */
    favoriteTargets: (auth: TAuth, ids: number[]) =>
      mapFound(ids, async (id) => {
        const row = await deps.courses.findCourse(id);
        if (!row) return undefined;
        const locked = await deps.access.isLocked(auth, row.course);
        return { title: row.course.title, summary: row.course.teacher, locked };
      }),

    /** The course of each of some lessons, by lesson id (unknown lessons are left out). */
    coursesOfLessons: (lessonIds: number[]) => deps.courses.coursesOfLessons(lessonIds),

    /** A signed link to a lesson: 4950/4951 when unknown, 5006 when the course is locked. */
    async play(auth: TAuth, courseId: number, lessonId: number) {
      const { course } = await findCourse(courseId);
      const lesson = await deps.courses.findLesson(courseId, lessonId);
      if (!lesson) throw new AppError(E.lessonNotInCourse);
      if (await deps.access.isLocked(auth, course)) throw new AppError(E.noPermission);
      const link = await deps.media.signUrl(auth, lesson.mediaFileId);
      const userId = userOf(auth);
      const [saved] =
        userId === null
          ? []
          : (await deps.courses.progressOf(userId, [courseId])).filter(
              (row) => row.lessonId === lessonId,
            );
      return {
        ...link,
        durationMs: lesson.durationMs,
        positionMs: saved && !saved.finished ? saved.positionMs : 0,
      };
    },
  };
}

export type TCourseCatalogService = ReturnType<typeof createCourseCatalogService>;
