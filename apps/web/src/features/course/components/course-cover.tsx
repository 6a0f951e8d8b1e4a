import { CustomerServiceOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { CatalogueCover } from '../../../components/catalogue/catalogue-cover';
import type { TCourseCard } from '../api/list-courses';

/** A course's cover (wide); without one, a box tinted by kind with its icon and the subject. */
export function CourseCover({
  course,
}: {
  course: Pick<TCourseCard, 'coverUrl' | 'kind' | 'subject' | 'title'>;
}) {
  return (
    <CatalogueCover
      coverUrl={course.coverUrl}
      title={course.title}
      className={`course-cover course-cover--${course.kind}`}
      icon={course.kind === 'audio' ? <CustomerServiceOutlined /> : <PlayCircleOutlined />}
      label={course.subject}
    />
  );
}
