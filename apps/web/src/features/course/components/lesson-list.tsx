import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import type { TCourseChapter, TCourseLesson } from '../api/get-course';
import { clockText, lessonProgressText } from '../utils/course-format';

/** One lesson: a link to the player, or (locked course) a button that asks for access. */
function LessonRow({
  courseId,
  lesson,
  locked,
  onLocked,
}: {
  courseId: number;
  lesson: TCourseLesson;
  locked: boolean;
  onLocked: () => void;
}) {
  const status = lessonProgressText(lesson.progress);
  const done = lesson.progress?.finished ?? false;
  return (
    <li className={`course-lesson${done ? ' is-done' : ''}`}>
      {locked ? (
        <button
          type="button"
          className="course-lesson__title course-lesson__title--locked"
          onClick={onLocked}
          aria-label={`${lesson.title}（需授权）`}
        >
          <LockOutlined aria-hidden /> {lesson.title}
        </button>
      ) : (
        <Link
          className="course-lesson__title"
          to={paths.player.href({ course: courseId, lesson: lesson.id })}
        >
          {lesson.title}
        </Link>
      )}
      <span className="course-lesson__meta">
        <span aria-label="时长">{clockText(lesson.durationMs)}</span>
        <span className="course-lesson__status">{status}</span>
      </span>
    </li>
  );
}

/** The course's lessons by chapter, with their lengths and my progress on each. */
export function LessonList({
  courseId,
  chapters,
  locked,
  onLocked,
}: {
  courseId: number;
  chapters: TCourseChapter[];
  locked: boolean;
  onLocked: () => void;
}) {
  return (
    <ol className="course-chapters">
      {chapters.map((chapter) => (
        <li key={chapter.id} className="course-chapter">
          <h3 className="course-chapter__title">{chapter.title}</h3>
          <ol className="course-lessons" aria-label={chapter.title}>
            {chapter.lessons.map((lesson) => (
              <LessonRow
                key={lesson.id}
                courseId={courseId}
                lesson={lesson}
                locked={locked}
                onLocked={onLocked}
              />
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
