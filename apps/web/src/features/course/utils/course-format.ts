import type { TCourseCard } from '../api/list-courses';
import type { TCourseLesson } from '../api/get-course';
import { clockText } from '../../../components/media-player/clock-text';
import { durationText } from '../../../lib/date-format';

// The clock is the shared player's (audiobooks show positions the same way), the length
// words the date helpers' (book records show time the same way).
export { clockText, durationText };

/** Where I am in a lesson: 已学完, 学到 03:12, or 未学 (never played, or not past its start). */
export function lessonProgressText(progress: TCourseLesson['progress']): string {
  if (progress?.finished) return '已学完';
  if (progress && progress.positionMs >= 1000) return `学到 ${clockText(progress.positionMs)}`;
  return '未学';
}

/** A share (0–1) as a whole percentage for progress bars. */
export function percentOf(share: number): number {
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

/** My progress through a course: 学习进度 40% · 2/5 课时. */
export function courseProgressText(progress: NonNullable<TCourseCard['progress']>): string {
  return `学习进度 ${percentOf(progress.share)}% · ${progress.finishedLessons}/${progress.lessonCount} 课时`;
}

/** The tag of a course's access for this session: 免费, 已授权 (held) or 需授权. */
export function accessTag(course: Pick<TCourseCard, 'access' | 'locked'>): {
  text: string;
  color: string;
} {
  if (course.access === 'free') return { text: '免费', color: 'green' };
  return course.locked ? { text: '需授权', color: 'gold' } : { text: '已授权', color: 'blue' };
}
