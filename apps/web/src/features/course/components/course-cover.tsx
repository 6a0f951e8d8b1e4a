import { CustomerServiceOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { LazyImage } from '../../../components/lazy-image';
import { mediaHref } from '../../../lib/media-href';
import type { TCourseCard } from '../api/list-courses';

/**
 * A course's cover, loaded when it scrolls into view; without one, a tinted box with the
 * kind's icon and the subject, so a card never shows a broken or empty image.
 */
export function CourseCover({
  course,
}: {
  course: Pick<TCourseCard, 'coverUrl' | 'kind' | 'subject' | 'title'>;
}) {
  if (course.coverUrl) {
    return (
      <LazyImage
        className="course-cover"
        src={mediaHref(course.coverUrl)}
        alt={`${course.title} 封面`}
      />
    );
  }
  return (
    <div className={`course-cover course-cover--none course-cover--${course.kind}`} aria-hidden>
      {course.kind === 'audio' ? <CustomerServiceOutlined /> : <PlayCircleOutlined />}
      <span>{course.subject}</span>
    </div>
  );
}
