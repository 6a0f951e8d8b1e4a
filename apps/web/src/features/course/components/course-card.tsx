import { Progress, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import type { TCourseCard } from '../api/list-courses';
import { accessTag, courseProgressText, durationText, percentOf } from '../utils/course-format';
import { CourseCover } from './course-cover';

/** A course in the catalogue: cover, title, teacher, subject, length, access, learners, mine. */
export function CourseCard({ course }: { course: TCourseCard }) {
  return (
    <li className="course-card">
      <Link
        to={paths.videoDetail.href({ id: course.id })}
        className="catalogue-card__link"
        aria-label={course.title}
      >
        <CourseCover course={course} />
        <div className="catalogue-card__body">
          <h2 className="catalogue-card__title">{course.title}</h2>
          <p className="catalogue-meta">
            <span>{course.teacher}</span>
            <span>{course.subject}</span>
          </p>
          <p className="catalogue-meta">
            <span>{course.lessonCount} 课时</span>
            <span>{durationText(course.totalDurationMs)}</span>
            <span>{course.learners} 人在学</span>
          </p>
          <div className="course-card__foot">
            <Tag color={accessTag(course).color}>{accessTag(course).text}</Tag>
          </div>
          {course.progress ? (
            <div className="course-card__progress">
              <Progress
                percent={percentOf(course.progress.share)}
                size="small"
                showInfo={false}
                aria-hidden
              />
              <span>{courseProgressText(course.progress)}</span>
            </div>
          ) : null}
        </div>
      </Link>
    </li>
  );
}
