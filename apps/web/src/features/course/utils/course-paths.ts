import type { TCourseCard } from '../api/list-courses';

type TKind = TCourseCard['kind'];

/** The catalogue of a kind of course. */
export function listPath(kind: TKind): string {
  return kind === 'audio' ? '/course/audiolist' : '/course/videolist';
}

/** A course's detail page (audio courses too). */
export function detailPath(courseId: number): string {
  return `/course/videodetail/${courseId}`;
}

/** The player at a lesson of a course. */
export function playerPath(courseId: number, lessonId: number): string {
  return `/course/player?${new URLSearchParams({ course: String(courseId), lesson: String(lessonId) }).toString()}`;
}
