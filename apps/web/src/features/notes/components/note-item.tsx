import { Button, Popconfirm } from 'antd';
import type { TNote, TNoteColour } from '@yzfk/contract/calls/notes';
import { useState } from 'react';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeleteNote } from '../api/delete-note';
import { useUpdateNote } from '../api/update-note';
import { formatPosition } from '../utils/format-position';
import { ColourPicker } from './colour-picker';
import { SaveNoteButton } from '../../../components/note-text/save-note-button';
import { NoteTextBox } from '../../../components/note-text/note-text-box';
import { NoteMarkdown } from '../../../components/note-text/note-markdown';

/** One note of a lesson: its time (a button that seeks there), its text, edit and delete. */
export function NoteItem({ note, seekTo }: { note: TNote; seekTo: (positionMs: number) => void }) {
  const [draft, setDraft] = useState<{ text: string; colour: TNoteColour } | null>(null);
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const { message } = useFeedback();
  const time = formatPosition(note.anchorOrder);

  const save = () => {
    if (!draft || draft.text.trim() === '' || update.isPending) return;
    update.mutate(
      { noteId: note.id, text: draft.text, colour: draft.colour },
      {
        onSuccess: () => {
          setDraft(null);
          void message.success('笔记已修改');
        },
      },
    );
  };

  return (
    <li className={`lesson-note note-colour--${note.colour}`}>
      <div className="lesson-note__head">
        <Button
          size="small"
          type="link"
          className="lesson-note__time"
          aria-label={`跳到 ${time}`}
          onClick={() => seekTo(note.anchorOrder)}
        >
          {time}
        </Button>
        {draft === null ? (
          <span className="lesson-note__actions">
            <Button
              size="small"
              type="text"
              aria-label={`编辑 ${time} 的笔记`}
              onClick={() => setDraft({ text: note.text, colour: note.colour })}
            >
              编辑
            </Button>
            <Popconfirm
              title="删除这条笔记？"
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutate(note, { onSuccess: () => void message.success('笔记已删除') })
              }
            >
              <Button size="small" type="text" danger aria-label={`删除 ${time} 的笔记`}>
                删除
              </Button>
            </Popconfirm>
          </span>
        ) : null}
      </div>
      {draft === null ? (
        <NoteMarkdown className="lesson-note__text" text={note.text} />
      ) : (
        <div className="lesson-note__editor">
          <NoteTextBox
            label={`修改 ${time} 的笔记`}
            autoFocus
            value={draft.text}
            maxRows={8}
            onChange={(text) => setDraft({ ...draft, text })}
            onSave={save}
          />
          <div className="lesson-notes__composer-actions">
            <ColourPicker
              value={draft.colour}
              onChange={(colour) => setDraft({ ...draft, colour })}
            />
            <span>
              <Button size="small" onClick={() => setDraft(null)}>
                取消
              </Button>{' '}
              <SaveNoteButton text={draft.text} saving={update.isPending} onSave={save}>
                保存
              </SaveNoteButton>
            </span>
          </div>
        </div>
      )}
    </li>
  );
}
