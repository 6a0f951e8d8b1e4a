import type { TCourseRecord } from '../api/get-course-record';
import type { TCourseDetail, TCourseLesson } from '../api/get-course';
import type { TCourseCard, TCourseList } from '../api/list-courses';

// Course answers for component tests. Test-only.

/** A lesson of the fixtures' course. */
export function lessonOf(
  id: number,
  title: string,
  progress: TCourseLesson['progress'] = null,
): TCourseLesson {
  return { id, title, durationMs: 192_000, progress };
}

/** A course detail: two chapters of the given lessons, unlocked and not started by default. */
export function courseDetail(overrides: Partial<TCourseDetail> = {}): TCourseDetail {
  return {
    course: {
      id: 7,
      kind: 'audio',
      title: '刑法总则速听',
      teacher: '李老师',
      subject: '刑法',
      coverUrl: null,
      access: 'authorised',
      locked: false,
      lessonCount: 3,
      totalDurationMs: 576_000,
      learners: 12,
      progress: null,
      description: '朗读刑法总则的条文。',
    },
    locked: false,
    chapters: [
      { id: 1, title: '第一章 刑事责任年龄', lessons: [lessonOf(71, '第十七条')] },
      {
        id: 2,
        title: '第二章 缓刑',
        lessons: [lessonOf(72, '第七十二条'), lessonOf(73, '第七十四条')],
      },
    ],
    resume: null,
    ...overrides,
  };
}

/** A card of the catalogue. */
export function courseCard(overrides: Partial<TCourseCard> = {}): TCourseCard {
  const { course } = courseDetail();
  return {
    id: course.id,
    kind: course.kind,
    title: course.title,
    teacher: course.teacher,
    subject: course.subject,
    coverUrl: course.coverUrl,
    access: course.access,
    locked: course.locked,
    lessonCount: course.lessonCount,
    totalDurationMs: course.totalDurationMs,
    learners: course.learners,
    progress: course.progress,
    ...overrides,
  };
}

/** A page of the catalogue with the given cards. */
export function courseList(
  items: TCourseCard[],
  overrides: Partial<TCourseList> = {},
): TCourseList {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 12,
    facets: { subjects: ['刑法', '民法'], teachers: ['李老师', '张老师'] },
    ...overrides,
  };
}

/** My course record: one course studied on the last of 30 days. */
export function courseRecord(overrides: Partial<TCourseRecord> = {}): TCourseRecord {
  const days = Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    studiedMs: i === 29 ? 25 * 60_000 : 0,
  }));
  return {
    courses: [
      {
        courseId: 7,
        kind: 'audio',
        title: '刑法总则速听',
        progress: { finishedLessons: 2, lessonCount: 5, share: 0.4 },
        studiedMs: 25 * 60_000,
        lastStudiedAt: '2026-11-30T02:03:04.000Z',
      },
    ],
    days,
    ...overrides,
  };
}
