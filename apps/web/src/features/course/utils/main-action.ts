import type { TCourseDetail } from '../api/get-course';

/** The detail page's main button: 获取授权, 开始学习 or 继续学习 (at a lesson and position). */
export type TMainAction =
  | { kind: 'access' }
  | { kind: 'start'; lessonId: number }
  | { kind: 'resume'; lessonId: number; positionMs: number }
  | { kind: 'none' };

/**
 * What the main button does: a locked course asks for an authorisation; before I start, the
 * first lesson; after, the lesson I played last where I stopped, or the next one when I finished
 * it (or the first unfinished one before it); when every lesson is finished, from the start again.
 */
export function mainActionOf(
  detail: Pick<TCourseDetail, 'locked' | 'chapters' | 'resume'>,
): TMainAction {
  if (detail.locked) return { kind: 'access' };
  const lessons = detail.chapters.flatMap((chapter) => chapter.lessons);
  const first = lessons[0];
  if (!first) return { kind: 'none' };
  const { resume } = detail;
  if (!resume) return { kind: 'start', lessonId: first.id };
  const at = lessons.findIndex((lesson) => lesson.id === resume.lessonId);
  const last = lessons[at];
  if (!last) return { kind: 'start', lessonId: first.id };
  if (!last.progress?.finished) {
    return { kind: 'resume', lessonId: last.id, positionMs: resume.positionMs };
  }
  const next =
    lessons.slice(at + 1).find((lesson) => !lesson.progress?.finished) ??
    lessons.find((lesson) => !lesson.progress?.finished);
  if (!next) return { kind: 'start', lessonId: first.id };
  return { kind: 'resume', lessonId: next.id, positionMs: next.progress?.positionMs ?? 0 };
}

/** The main button's text. */
export function mainActionLabel(action: TMainAction): string {
  if (action.kind === 'access') return '获取授权';
  return action.kind === 'resume' ? '继续学习' : '开始学习';
}
