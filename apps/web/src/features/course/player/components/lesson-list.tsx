import { CheckCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import { PlaylistButton } from '../../../../components/media-player/playlist-button';
import type { TCourseChapter } from '../../api/get-course';
import { clockText, lessonProgressText } from '../../utils/course-format';

type TLessonListProps = {
  chapters: TCourseChapter[];
  currentLessonId: number | undefined;
  /** A locked course: the current lesson is marked, not said to be playing. */
  locked: boolean;
  onChoose: (lessonId: number) => void;
};

/** The course's lessons by chapter, the current one marked, with lengths and my progress. */
export function LessonList({ chapters, currentLessonId, locked, onChoose }: TLessonListProps) {
  return (
    <nav className="course-lessons" aria-label="课程目录">
      {chapters.map((chapter) => (
        <section key={chapter.id} className="course-lessons__chapter" aria-label={chapter.title}>
          <h3 className="course-lessons__chapter-title">{chapter.title}</h3>
          <ol className="course-lessons__list">
            {chapter.lessons.map((lesson) => {
              const current = lesson.id === currentLessonId;
              const progress = lessonProgressText(lesson.progress);
              return (
                <li key={lesson.id}>
                  <PlaylistButton
                    className="course-lessons__lesson"
                    current={current}
                    onChoose={() => onChoose(lesson.id)}
                  >
                    <span className="course-lessons__icon" aria-hidden="true">
                      {lesson.progress?.finished ? <CheckCircleFilled /> : <PlayCircleOutlined />}
                    </span>
                    <span className="course-lessons__title">{lesson.title}</span>
                    <span className="course-lessons__meta">
                      {current ? (
                        <span className="course-lessons__playing">
                          {locked ? '当前' : '正在播放'}
                        </span>
                      ) : null}
                      {progress ? <span>{progress}</span> : null}
                      <span>{clockText(lesson.durationMs)}</span>
                    </span>
                  </PlaylistButton>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
