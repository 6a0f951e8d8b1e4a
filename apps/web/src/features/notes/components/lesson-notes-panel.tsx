import { Button } from 'antd';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';
import { useSourceNotes } from '../api/list-source-notes';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';
import { stopTypingKeys } from '../../../components/note-text/save-key';
import './notes.css';

export type TLessonNotesPanelProps = {
  courseId: number;
  lessonId: number;
  lessonTitle: string;
  /** Where the player is now, in ms (read when the user starts a note). */
  getPositionMs: () => number;
  /** Moves the player to a note's time. */
  seekTo: (positionMs: number) => void;
};

/**
 * My timestamped notes on a lesson, beside the player: the list by time (each time seeks the
 * player), a box for a new note at the current time; a visitor is asked to log in.
 */
export function LessonNotesPanel(props: TLessonNotesPanelProps) {
  const isLogined = useSession((state) => state.isLogined);
  return (
    <section
      className="lesson-notes"
      aria-label={`${props.lessonTitle} 的笔记`}
      onKeyDown={stopTypingKeys}
      onKeyUp={stopTypingKeys}
    >
      <h3 className="lesson-notes__title">我的笔记</h3>
      {isLogined ? (
        <LessonNotes {...props} />
      ) : (
        <div className="lesson-notes__login">
          <p>登录后可记笔记</p>
          <Button type="primary" size="small" onClick={openLoginDialog}>
            登录
          </Button>
        </div>
      )}
    </section>
  );
}

function LessonNotes({ lessonId, getPositionMs, seekTo }: TLessonNotesPanelProps) {
  const notes = useSourceNotes('lesson', lessonId, true);
  return (
    <>
      <NoteComposer key={lessonId} lessonId={lessonId} getPositionMs={getPositionMs} />
      {notes.isPending ? (
        <p className="lesson-notes__muted">正在加载笔记…</p>
      ) : notes.isError ? (
        <p className="lesson-notes__muted">
          笔记加载失败{' '}
          <Button size="small" type="link" onClick={() => void notes.refetch()}>
            重试
          </Button>
        </p>
      ) : notes.data.items.length === 0 ? (
        <p className="lesson-notes__muted">还没有笔记，边看边记吧</p>
      ) : (
        <ol className="list-stack" aria-label="本课时的笔记">
          {notes.data.items.map((note) => (
            <NoteItem key={note.id} note={note} seekTo={seekTo} />
          ))}
        </ol>
      )}
    </>
  );
}
