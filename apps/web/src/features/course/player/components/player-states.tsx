import { LockOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { openAccessDialog } from '../../../../lib/access-dialog';

/** While the course or the lesson's link loads. */
export function PlayerLoading() {
  return (
    <div className="course-player-loading" aria-busy="true" aria-label="加载中">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

/** A course for authorised users, and this session holds no authorisation. */
export function LockedCourse({ courseTitle }: { courseTitle: string }) {
  return (
    <section className="course-player-locked" role="region" aria-label="需授权">
      <Result
        icon={<LockOutlined />}
        title="需授权"
        subTitle="本课程需授权后才能学习，兑换激活码或联系我们获取授权后即可播放。"
        extra={
          <Button type="primary" onClick={() => openAccessDialog(courseTitle)}>
            获取授权
          </Button>
        }
      />
    </section>
  );
}

/** The address names no course or no lesson of the course: what to do instead. */
export function NotFound({ what, courseId }: { what: '课程' | '课时'; courseId?: number }) {
  return (
    <Result
      status="404"
      title={`${what}不存在`}
      subTitle={
        what === '课程'
          ? '链接中的课程不存在或已下架，请从课程列表重新选择。'
          : '这一课不在本课程中，请从课程目录重新选择。'
      }
      extra={
        what === '课时' && courseId !== undefined ? (
          <Link to={paths.player.href({ course: courseId })}>从头开始学习</Link>
        ) : (
          <Link to={paths.videoList.href()}>返回课程列表</Link>
        )
      }
    />
  );
}

/** A failed load: the server's message and 重试. */
export function PlayerError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="加载失败"
      subTitle={message || '请稍后重试'}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
