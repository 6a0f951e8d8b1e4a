import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { paths } from '@yzfk/contract/paths';
import { ApiError } from '../../../../lib/api-error';
import { openLoginDialog } from '../../../../lib/identity-dialog';
import { mediaHref } from '../../../../lib/media-href';
import { useSession } from '../../../../lib/session-store';
import { useCourse, type TCourseDetail } from '../../api/get-course';
import { invalidateCourseProgress } from '../../api/query-keys';
import { useLessonPlay } from '../api/use-lesson-play';
import { LessonList } from '../components/lesson-list';
import { LockedCourse, NotFound, PlayerError, PlayerLoading } from '../components/player-states';
import { useLessonProgress } from '../hooks/use-lesson-progress';
import { chooseLesson, nextLesson, type TPlayerLesson } from '../utils/lesson-order';
import './course-player.css';

// /course/player?course=<id>&lesson=<lessonId>: a lesson playing, the course's lessons beside it,
// my progress saved as I go, the next lesson after the end, and the notes panel when composed.

// media-chrome and its controls are this page's alone: loaded with the player, not before.
const MediaPlayer = lazy(() =>
  import('../../../../components/media-player/media-player').then((m) => ({
    default: m.MediaPlayer,
  })),
);

/** A second media failure this soon after asking for a new link is not an expired link. */
const LINK_REFRESH_GAP_MS = 10_000;

/** What the notes panel gets: the lesson, where playback is, and a way to jump to a note. */
export type TNotesPanelProps = {
  courseId: number;
  lessonId: number;
  lessonTitle: string;
  getPositionMs: () => number;
  seekTo: (positionMs: number) => void;
};

export type TCoursePlayerPageProps = {
  /** Timestamped notes on the lesson (features/notes), composed in by the routes. */
  notesPanel?: ComponentType<TNotesPanelProps>;
};

function idFrom(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

/** `?t=` in whole seconds (a note's link back opens the lesson there), within the lesson. */
function startFrom(value: string | null, durationMs: number): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  return Math.min(Number(value) * 1000, durationMs);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** The course player page. */
export function CoursePlayerPage({ notesPanel }: TCoursePlayerPageProps) {
  const [params] = useSearchParams();
  const courseId = idFrom(params.get('course'));
  const lessonId = params.has('lesson') ? (idFrom(params.get('lesson')) ?? -1) : undefined;
  return (
    <div className="course-player-page">
      {courseId === undefined ? (
        <NotFound what="课程" />
      ) : (
        <CoursePlayer courseId={courseId} lessonId={lessonId} notesPanel={notesPanel} />
      )}
    </div>
  );
}

type TCoursePlayerProps = TCoursePlayerPageProps & {
  courseId: number;
  /** The lesson the address names (-1 for one that cannot exist), or none. */
  lessonId: number | undefined;
};

function CoursePlayer({ courseId, lessonId, notesPanel }: TCoursePlayerProps) {
  const course = useCourse(courseId);
  if (course.isPending) return <PlayerLoading />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.code === E.courseNotFound) {
      return <NotFound what="课程" />;
    }
    return <PlayerError message={messageOf(course.error)} onRetry={() => void course.refetch()} />;
  }
  const lesson = chooseLesson(course.data, lessonId);
  if (!lesson) return <NotFound what="课时" courseId={courseId} />;
  return <LessonPlayer detail={course.data} lesson={lesson} notesPanel={notesPanel} />;
}

type TLessonPlayerProps = TCoursePlayerPageProps & {
  detail: TCourseDetail;
  lesson: TPlayerLesson;
};

function LessonPlayer({ detail, lesson, notesPanel: NotesPanel }: TLessonPlayerProps) {
  const { course, locked } = detail;
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const isLogined = useSession((state) => state.isLogined);
  const play = useLessonPlay(course.id, lesson.id, !locked);
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const [notice, setNotice] = useState<{ lessonId: number; text: string } | null>(null);
  const [linkFailed, setLinkFailed] = useState(false);
  const lastRefresh = useRef(0);
  const playbackRate = useRef(1);

  useLessonProgress({
    media,
    courseId: course.id,
    lessonId: lesson.id,
    durationMs: lesson.durationMs,
    enabled: isLogined && play.isSuccess,
    onChanged: () => void invalidateCourseProgress(queryClient),
  });

  const goTo = useCallback(
    (next: number) => {
      setLinkFailed(false);
      setParams({ course: String(course.id), lesson: String(next) });
    },
    [course.id, setParams],
  );

  const onEnded = () => {
    const next = nextLesson(detail, lesson.id);
    if (next) {
      setNotice({
        lessonId: next.id,
        text: `「${lesson.title}」已播完，自动播放下一课：${next.title}`,
      });
      goTo(next.id);
    } else {
      setNotice({ lessonId: lesson.id, text: '本课程已学完' });
    }
  };

  const onMediaError = () => {
    // A signed link runs out (expiresAt): ask for a new one and go on where playback was.
    const now = Date.now();
    if (now - lastRefresh.current < LINK_REFRESH_GAP_MS) {
      setLinkFailed(true);
      return;
    }
    lastRefresh.current = now;
    void play.refetch();
  };

  const getPositionMs = useCallback(() => Math.round((media?.currentTime ?? 0) * 1000), [media]);
  const seekTo = useCallback(
    (positionMs: number) => {
      if (media) media.currentTime = positionMs / 1000;
    },
    [media],
  );

  let player;
  if (locked) player = <LockedCourse courseTitle={course.title} />;
  else if (play.isError) {
    player =
      play.error instanceof ApiError && play.error.code === E.lessonNotInCourse ? (
        <NotFound what="课时" courseId={course.id} />
      ) : (
        <PlayerError message={messageOf(play.error)} onRetry={() => void play.refetch()} />
      );
  } else if (!play.data) player = <PlayerLoading />;
  else {
    player = (
      <Suspense fallback={<PlayerLoading />}>
        <MediaPlayer
          key={lesson.id}
          kind={course.kind}
          src={mediaHref(play.data.url)}
          startAtMs={startFrom(params.get('t'), lesson.durationMs) ?? play.data.positionMs}
          autoPlay
          playbackRate={playbackRate.current}
          onRateChange={(rate) => {
            playbackRate.current = rate;
          }}
          title={lesson.title}
          cover={
            course.coverUrl ? (
              <img className="media-player-audio__cover" src={mediaHref(course.coverUrl)} alt="" />
            ) : null
          }
          onMedia={setMedia}
          onEnded={onEnded}
          onMediaError={onMediaError}
        />
      </Suspense>
    );
  }

  const shownNotice = notice?.lessonId === lesson.id ? notice.text : null;
  return (
    <>
      <header className="course-player-page__head">
        <Link to={paths.videoDetail.href({ id: course.id })} className="course-player-page__course">
          {course.title}
        </Link>
        <h1 className="course-player-page__lesson">
          <span className="course-player-page__chapter">{lesson.chapterTitle}</span>
          {lesson.title}
        </h1>
      </header>
      {!isLogined ? (
        <Alert
          type="info"
          showIcon
          className="course-player-page__notice"
          message="登录后可保存学习进度"
          action={
            <Button size="small" onClick={openLoginDialog}>
              登录
            </Button>
          }
        />
      ) : null}
      {shownNotice ? (
        <Alert
          type="success"
          showIcon
          role="status"
          className="course-player-page__notice"
          message={shownNotice}
        />
      ) : null}
      {linkFailed ? (
        <Alert
          type="error"
          showIcon
          className="course-player-page__notice"
          message="播放出错，请检查网络后重试"
          action={
            <Button
              size="small"
              onClick={() => {
                setLinkFailed(false);
                lastRefresh.current = Date.now();
                void play.refetch();
              }}
            >
              重试
            </Button>
          }
        />
      ) : null}
      <div className="course-player-page__layout">
        <section className="course-player-page__main" aria-label="播放器">
          {player}
          {NotesPanel && !locked ? (
            <NotesPanel
              courseId={course.id}
              lessonId={lesson.id}
              lessonTitle={lesson.title}
              getPositionMs={getPositionMs}
              seekTo={seekTo}
            />
          ) : null}
        </section>
        <aside className="course-player-page__side">
          <LessonList
            chapters={detail.chapters}
            currentLessonId={lesson.id}
            locked={locked}
            onChoose={goTo}
          />
        </aside>
      </div>
    </>
  );
}
