import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zInt, zPage, zPageSize, zText, ZPageReplyFields } from '../fields';

// Video and audio courses: the catalogue with my progress, a course's chapters and lessons, a
// signed link to play a lesson, progress saves (every 15 s, on pause, on leaving the page) and
// my course record for /learnrecord. Imported from course folders (docs/course-format.md).

export const COURSE_KINDS = ['video', 'audio'] as const;
export const COURSE_ACCESS = ['free', 'authorised'] as const;
export const COURSE_SORTS = ['newest', 'popular', 'title'] as const;

/** The most watched time one save may add: a save comes every 15 s, a beacon after a pause. */
export const WATCHED_DELTA_MAX_MS = 10 * 60_000;
/** Days of study time in my course record, today included. */
export const RECORD_DAYS = 30;

const ZCourseId = zId('课程编号');
const ZLessonId = zId('课时编号');

/** My progress through a course: finished lessons of all, and their share (0–1). */
export const ZCourseProgressSchema = z.object({
  finishedLessons: z.number().int(),
  lessonCount: z.number().int(),
  share: z.number(),
});

export const ZCourseCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COURSE_KINDS),
  title: z.string(),
  teacher: z.string(),
  subject: z.string(),
  /**
   * A signed media path of the cover for this session (covers are free), null without one. Its
   * expiry is rounded up to a whole hour, so the same card keeps the same link between fetches.
   */
  coverUrl: z.string().nullable(),
  access: z.enum(COURSE_ACCESS),
  /** True when the course needs an authorisation this session does not hold. */
  locked: z.boolean(),
  lessonCount: z.number().int(),
  totalDurationMs: z.number().int(),
  /** Learners who have started it. */
  learners: z.number().int(),
  /** Null for a session without a user. */
  progress: ZCourseProgressSchema.nullable(),
});

/** POST /flks/course/list: courses with filters, sorting and paging, and my progress per card. */
export const listCoursesCall = defineCall({
  path: '/flks/course/list',
  request: z.object({
    kind: z.enum(COURSE_KINDS, { error: '课程类型只能是 video 或 audio' }).optional(),
    subject: zText({ max: 50 }).optional(),
    teacher: zText({ max: 100 }).optional(),
    access: z.enum(COURSE_ACCESS, { error: '权限只能是 free 或 authorised' }).optional(),
    sort: z.enum(COURSE_SORTS, { error: '排序只能是 newest、popular 或 title' }).default('newest'),
    page: zPage(),
    pageSize: zPageSize().default(12),
  }),
  data: z.object({
    items: z.array(ZCourseCardSchema),
    ...ZPageReplyFields,
    /** The subjects and teachers of all courses of the asked kind (every kind without one). */
    facets: z.object({ subjects: z.array(z.string()), teachers: z.array(z.string()) }),
  }),
});

export const ZLessonProgressSchema = z.object({
  positionMs: z.number().int(),
  watchedMs: z.number().int(),
  finished: z.boolean(),
});

export const ZLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  durationMs: z.number().int(),
  /** Null before I first play it (or without a user). */
  progress: ZLessonProgressSchema.nullable(),
});

/** POST /flks/course/detail: a course, its chapters and lessons, my progress and resume point. */
export const getCourseCall = defineCall({
  path: '/flks/course/detail',
  request: z.object({ courseId: ZCourseId }),
  data: z.object({
    course: ZCourseCardSchema.extend({ description: z.string() }),
    /** True when the course is for authorised users and this session holds no authorisation. */
    locked: z.boolean(),
    chapters: z.array(
      z.object({ id: z.number().int(), title: z.string(), lessons: z.array(ZLessonSchema) }),
    ),
    /** The lesson I played last and where; null before I start. */
    resume: z.object({ lessonId: z.number().int(), positionMs: z.number().int() }).nullable(),
  }),
});

/**
 * POST /flks/course/play: a signed link to a lesson's media (as /flks/media/url), and where to
 * start. 5006 when the course is locked for this session.
 */
export const playLessonCall = defineCall({
  path: '/flks/course/play',
  request: z.object({ courseId: ZCourseId, lessonId: ZLessonId }),
  data: z.object({
    url: z.string(),
    expiresAt: z.string(),
    durationMs: z.number().int(),
    /** My saved position (0 before I start, and after I finished it). */
    positionMs: z.number().int(),
  }),
});

/**
 * POST /flks/course/progress: saves where I am in a lesson (also sent with sendBeacon or
 * keepalive). A save older than the stored one (by `clientAt`) changes nothing; `finished`
 * stays once set. 4951 for a lesson of another course, 4952 for a position past its end.
 */
export const saveLessonProgressCall = defineCall({
  path: '/flks/course/progress',
  request: z.object({
    courseId: ZCourseId,
    lessonId: ZLessonId,
    positionMs: zInt({ min: 0, max: 86_400_000, label: '播放位置' }),
    watchedDeltaMs: zInt({
      min: 0,
      max: WATCHED_DELTA_MAX_MS,
      label: '学习时长',
      maxMessage: `一次最多记录 ${WATCHED_DELTA_MAX_MS / 60_000} 分钟学习时长`,
    }),
    finished: z.boolean({ error: '是否学完必须是 true 或 false' }),
    /** The client's clock (ms since 1970) when the position was taken: orders the saves. */
    clientAt: z
      .number({ error: '客户端时间必须是数字' })
      .int('客户端时间必须是整数')
      .min(0, '客户端时间不能为负')
      .max(8_640_000_000_000, '客户端时间超出范围'),
  }),
  data: z.object({
    /** False when the save was older than the stored one and was ignored. */
    applied: z.boolean(),
    progress: ZLessonProgressSchema,
    course: ZCourseProgressSchema,
  }),
});

/** POST /flks/course/record: my courses (progress, study time) and study time per day. */
export const getCourseRecordCall = defineCall({
  path: '/flks/course/record',
  request: z.object({}),
  data: z.object({
    courses: z.array(
      z.object({
        courseId: z.number().int(),
        kind: z.enum(COURSE_KINDS),
        title: z.string(),
        progress: ZCourseProgressSchema,
        studiedMs: z.number().int(),
        /** ISO 8601. */
        lastStudiedAt: z.string(),
      }),
    ),
    /** The last RECORD_DAYS days (China time), oldest first, each YYYY-MM-DD. */
    days: z.array(z.object({ day: z.string(), studiedMs: z.number().int() })),
  }),
});
