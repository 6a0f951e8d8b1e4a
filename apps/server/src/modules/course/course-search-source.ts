import { asc, sql } from 'drizzle-orm';
import { paths } from '@yzfk/contract/paths';
import type { TDb } from '../../platform/db/database';
import type { TSearchSource } from '../../platform/search/search-provider';
import { courses } from './course.schema';

const KIND_LABELS = { video: '视频课程', audio: '音频课程' } as const;

/** Courses for the global search: title, teacher, subject and description; opens the course. */
export function createCourseSearchSource(db: TDb): TSearchSource {
  return {
    tab: 'course',
    async signature() {
      const [row] = await db
        .select({
          n: sql<number>`count(*)::int`,
          at: sql<string>`coalesce(max(${courses.updatedAt})::text, '')`,
        })
        .from(courses);
      return `${row?.n ?? 0}:${row?.at ?? ''}`;
    },
    async entries() {
      const rows = await db
        .select({
          id: courses.id,
          kind: courses.kind,
          title: courses.title,
          teacher: courses.teacher,
          subject: courses.subject,
          description: courses.description,
        })
        .from(courses)
        .orderBy(asc(courses.id));
      return rows.map((row) => ({
        refId: row.id,
        title: row.title,
        body: [row.teacher, row.subject, row.description].filter(Boolean).join(' · '),
        tags: [KIND_LABELS[row.kind], row.subject],
        path: paths.videoDetail.href({ id: row.id }),
      }));
    },
  };
}
