import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownerRef, requiredMoment } from '../../platform/db/columns';
import { users } from '../identity/user.schema';
import {
  mediaFiles,
  playedPartColumns,
  playedPartDurationCheck,
  type TMediaAccess,
} from '../media/media.schema';
import { clientOrderedColumns } from '../../platform/db/client-ordered-save';

/** Who may play a course: as a media file's access (free, or sessions holding an authorisation). */
export type TCourseAccess = Exclude<TMediaAccess, 'book'>;

export const COURSE_KINDS = ['video', 'audio'] as const;
export type TCourseKind = (typeof COURSE_KINDS)[number];

/** Video and audio courses, imported from course folders (docs/course-format.md). */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    /** The manifest's key: importing the folder again updates this row. */
    key: text('key').notNull().unique(),
    kind: text('kind').$type<TCourseKind>().notNull(),
    title: text('title').notNull(),
    teacher: text('teacher').notNull(),
    /** A subject name of the syllabus, as the question bank's, kept as plain text. */
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    coverFileId: integer('cover_file_id').references(() => mediaFiles.id),
    access: text('access').$type<TCourseAccess>().notNull(),
    lessonCount: integer('lesson_count').notNull(),
    totalDurationMs: bigint('total_duration_ms', { mode: 'number' }).notNull(),
    createdAt: requiredMoment('created_at').defaultNow(),
    updatedAt: requiredMoment('updated_at').defaultNow(),
  },
  (table) => [
    check('courses_kind_check', sql`${table.kind} in ('video', 'audio')`),
    check('courses_access_check', sql`${table.access} in ('free', 'authorised')`),
  ],
);

/** A course's chapters, in manifest order (`ordinal` from 0); re-import updates by ordinal. */
export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial('id').primaryKey(),
    courseId: ownerRef('course_id', () => courses.id),
    ordinal: integer('ordinal').notNull(),
    title: text('title').notNull(),
  },
  (table) => [uniqueIndex('course_chapters_course_ordinal_key').on(table.courseId, table.ordinal)],
);

/** A course's lessons: one media file each; `key` is stable across imports of the course. */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: ownerRef('course_id', () => courses.id),
    chapterId: ownerRef('chapter_id', () => courseChapters.id),
    /** `ordinal`: the position in the whole course, from 0. */
    ...playedPartColumns(),
  },
  (table) => [
    uniqueIndex('course_lessons_course_key_key').on(table.courseId, table.key),
    playedPartDurationCheck('course_lessons', table),
  ],
);

/**
 * Where a user is in a lesson. `client_at` is the client's clock at the save (ms): a save older
 * than the stored one is stale (a late beacon) and changes nothing, so position never goes back
 * by a stale write.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: ownerRef('user_id', () => users.id),
    lessonId: ownerRef('lesson_id', () => courseLessons.id),
    courseId: ownerRef('course_id', () => courses.id),
    positionMs: integer('position_ms').notNull(),
    watchedMs: bigint('watched_ms', { mode: 'number' }).notNull(),
    finished: boolean('finished').notNull(),
    ...clientOrderedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('lesson_progress_user_course_idx').on(table.userId, table.courseId, table.updatedAt),
  ],
);

/** Study time per user, course and day (China time), for the learning record's chart. */
export const courseStudyDays = pgTable(
  'course_study_days',
  {
    userId: ownerRef('user_id', () => users.id),
    courseId: ownerRef('course_id', () => courses.id),
    day: date('day', { mode: 'string' }).notNull(),
    studiedMs: bigint('studied_ms', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId, table.day] })],
);
