import type { ComponentType } from 'react';
import { Button, Progress, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { courseListRoute, paths } from '@yzfk/contract/paths';
import {
  DetailHead,
  DetailSection,
  LockedNotice,
} from '../../../components/catalogue/detail-layout';
import { openAccessDialog } from '../../../lib/access-dialog';
import { ApiError } from '../../../lib/api-error';
import { useCourse, type TCourseDetail } from '../api/get-course';
import { CourseCover } from '../components/course-cover';
import { LessonList } from '../components/lesson-list';
import { LoadError, Loading, NotFound } from '../../../components/load-states';
import {
  accessTag,
  clockText,
  courseProgressText,
  durationText,
  percentOf,
} from '../utils/course-format';
import { parseCourseId } from '../utils/course-id';
import { mainActionLabel, mainActionOf } from '../utils/main-action';
import '../../../components/catalogue/catalogue.css';
import './course.css';

/** A course id the server does not know, or one that cannot be an id. */
function CourseNotFound() {
  return (
    <NotFound
      title="课程不存在"
      reason="这门课程可能已下架，或链接有误。"
      back={<Link to={paths.videoList.href()}>浏览全部课程</Link>}
    />
  );
}

/** Where the main button resumes: the lesson's title and position. */
function resumeHint(detail: TCourseDetail, lessonId: number, positionMs: number): string {
  const lesson = detail.chapters.flatMap((c) => c.lessons).find((l) => l.id === lessonId);
  if (!lesson) return '';
  return positionMs >= 1000 ? `${lesson.title} · ${clockText(positionMs)}` : lesson.title;
}

/** The favourite star a route composes in (features never import each other). */
type TFavoriteSlot = ComponentType<{ targetId: number }>;

function CourseDetail({
  detail,
  favoriteStar: FavoriteStar,
}: {
  detail: TCourseDetail;
  favoriteStar?: TFavoriteSlot;
}) {
  const navigate = useNavigate();
  const { course, locked, chapters } = detail;
  const askAccess = () => openAccessDialog(course.title);
  const action = mainActionOf(detail);
  const onMain = () => {
    if (action.kind === 'access') askAccess();
    else if (action.kind !== 'none')
      void navigate(paths.player.href({ course: course.id, lesson: action.lessonId }));
  };

  return (
    <div className="catalogue-page course-page course-detail">
      <DetailHead
        label="课程信息"
        className="course-detail__head"
        cover={<CourseCover course={course} />}
        title={course.title}
        star={FavoriteStar ? <FavoriteStar targetId={course.id} /> : null}
        tags={
          <>
            <Tag>{course.kind === 'audio' ? '音频课程' : '视频课程'}</Tag>
            <Tag color={accessTag({ ...course, locked }).color}>
              {accessTag({ ...course, locked }).text}
            </Tag>
          </>
        }
        facts={[
          ['主讲', course.teacher],
          ['科目', course.subject],
          ['课时', `${course.lessonCount} 课时 · ${durationText(course.totalDurationMs)}`],
          ['学员', `${course.learners} 人在学`],
        ]}
        progress={
          course.progress ? (
            <div className="course-detail__progress">
              <Progress percent={percentOf(course.progress.share)} size="small" showInfo={false} />
              <span>{courseProgressText(course.progress)}</span>
            </div>
          ) : null
        }
        actions={
          action.kind !== 'none' ? (
            <>
              <Button type="primary" size="large" onClick={onMain}>
                {mainActionLabel(action)}
              </Button>
              {action.kind === 'resume' ? (
                <span className="catalogue-muted">
                  上次学到：{resumeHint(detail, action.lessonId, action.positionMs)}
                </span>
              ) : null}
            </>
          ) : null
        }
      />
      {locked ? (
        <LockedNotice
          label="需授权"
          title="需授权后才能学习"
          description={`「${course.title}」需授权后才能学习，可先浏览课程目录。兑换激活码即可开通。`}
        />
      ) : null}
      <DetailSection id="course-intro" title="课程简介">
        <p className="course-detail__description">{course.description || '暂无简介'}</p>
      </DetailSection>
      <DetailSection id="course-lessons" title="课程目录">
        <LessonList courseId={course.id} chapters={chapters} locked={locked} onLocked={askAccess} />
      </DetailSection>
      <p>
        <Link to={courseListRoute(course.kind).href()}>
          返回{course.kind === 'audio' ? '音频课程' : '视频课程'}
        </Link>
      </p>
    </div>
  );
}

/**
 * /course/videodetail/:id (audio courses too): the course, my progress, 开始学习 / 继续学习,
 * and its lessons by chapter. A locked course says 需授权 and opens the one 获取授权 dialog from
 * its button and its lessons; after a redeem every query is asked again, so it opens in place.
 */
export function CourseDetailPage({ favoriteStar }: { favoriteStar?: TFavoriteSlot } = {}) {
  const { id } = useParams();
  const courseId = parseCourseId(id);
  const course = useCourse(courseId);
  if (courseId === undefined) return <CourseNotFound />;
  if (course.isPending) return <Loading rows={10} />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.code === E.courseNotFound) {
      return <CourseNotFound />;
    }
    return <LoadError error={course.error} onRetry={() => void course.refetch()} />;
  }
  return <CourseDetail detail={course.data} favoriteStar={favoriteStar} />;
}
