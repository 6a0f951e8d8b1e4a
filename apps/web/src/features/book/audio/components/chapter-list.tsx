import { CheckCircleFilled, CustomerServiceOutlined } from '@ant-design/icons';
import { PlaylistButton } from '../../../../components/media-player/playlist-button';
import type { TAudioChapter } from '../../api/get-book';
import { chapterProgressText, clockText } from '../../utils/book-format';

/** The audiobook's chapters with their lengths and my progress; the playing one is marked. */
export function ChapterList({
  chapters,
  currentId,
  onChoose,
}: {
  chapters: TAudioChapter[];
  currentId: number | undefined;
  onChoose: (chapterId: number) => void;
}) {
  return (
    <ol className="book-chapters" aria-label="章节">
      {chapters.map((chapter) => {
        const current = chapter.id === currentId;
        return (
          <li key={chapter.id}>
            <PlaylistButton
              className="book-chapters__item"
              current={current}
              onChoose={() => onChoose(chapter.id)}
            >
              {chapter.progress?.finished ? (
                <CheckCircleFilled className="book-chapters__icon is-done" />
              ) : (
                <CustomerServiceOutlined className="book-chapters__icon" />
              )}
              <span className="book-chapters__title">{chapter.title}</span>
              <span className="book-chapters__meta">
                {clockText(chapter.durationMs)} · {chapterProgressText(chapter.progress)}
              </span>
            </PlaylistButton>
          </li>
        );
      })}
    </ol>
  );
}
