import { Progress } from 'antd';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { formatStamp } from '../../../lib/date-format';
import { useCourseRecord, type TCourseRecord } from '../api/get-course-record';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { StudyTimeChart } from '../components/study-time-chart';
import { courseProgressText, durationText, percentOf } from '../utils/course-format';
import '../../../components/catalogue/catalogue.css';
import './course.css';

type TRecordCourse = TCourseRecord['courses'][number];

function RecordRow({ course }: { course: TRecordCourse }) {
  return (
    <li className="catalogue-record">
      <div className="catalogue-record__head">
        <Link
          to={paths.videoDetail.href({ id: course.courseId })}
          className="catalogue-record__title"
        >
          {course.title}
        </Link>
        <span className="catalogue-muted">{course.kind === 'audio' ? '音频' : '视频'}</span>
      </div>
      <Progress
        percent={percentOf(course.progress.share)}
        size="small"
        aria-label={`${course.title} 学习进度`}
      />
      <p className="catalogue-meta">
        <span>{courseProgressText(course.progress)}</span>
        <span>学习时长 {durationText(course.studiedMs)}</span>
        <span>最近学习 {formatStamp(course.lastStudiedAt)}</span>
      </p>
    </li>
  );
}

/**
 * The 课程 tab of /learnrecord (composed there by the router; the page is the question bank's):
 * my courses with progress, study time and when I last studied, and study time per day.
 */
export function CourseRecordTab() {
  const record = useCourseRecord(true);
  if (record.isPending) return <Loading />;
  if (record.isError) {
    return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  }
  const { courses, days } = record.data;
  if (courses.length === 0) {
    return (
      <EmptyState text="暂无课程学习记录">
        <Link to={paths.videoList.href()}>去看课程</Link>
      </EmptyState>
    );
  }
  return (
    <div className="course-record-tab">
      <StudyTimeChart days={days} />
      <ul className="course-records" aria-label="我的课程">
        {courses.map((course) => (
          <RecordRow key={course.courseId} course={course} />
        ))}
      </ul>
    </div>
  );
}
