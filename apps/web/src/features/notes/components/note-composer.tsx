import { Button } from 'antd';
import type { TNoteColour } from '@yzfk/contract/calls/notes';
import { useId, useState } from 'react';
import { useFeedback } from '../../../lib/use-feedback';
import { useCreateNote } from '../api/create-note';
import { formatPosition } from '../utils/format-position';
import { ColourPicker } from './colour-picker';
import { SaveNoteButton } from '../../../components/note-text/save-note-button';
import { NoteTextBox } from '../../../components/note-text/note-text-box';

/**
 * The box for a new note on a lesson. The note's time is taken when the user starts writing
 * (not when saving: by then the lesson has played on); 用当前时间 takes it again.
 */
export function NoteComposer({
  lessonId,
  getPositionMs,
}: {
  lessonId: number;
  getPositionMs: () => number;
}) {
  const [text, setText] = useState('');
  const [colour, setColour] = useState<TNoteColour>('yellow');
  const [positionMs, setPositionMs] = useState<number | null>(null);
  const create = useCreateNote();
  const { message } = useFeedback();
  const id = useId();
  // A player reports NaN before its media has loaded: the note then sits at the start.
  const currentMs = () => {
    const ms = Math.floor(getPositionMs());
    return Number.isFinite(ms) ? Math.max(0, ms) : 0;
  };

  const change = (next: string) => {
    if (positionMs === null && next.trim() !== '') setPositionMs(currentMs());
    // Emptied again: the next words take a new time.
    if (next.trim() === '') setPositionMs(null);
    setText(next);
  };
  const save = () => {
    const trimmed = text.trim();
    if (trimmed === '' || create.isPending) return;
    const at = positionMs ?? currentMs();
    create.mutate(
      { source: 'lesson', sourceId: lessonId, anchor: String(at), text: trimmed, colour },
      {
        onSuccess: () => {
          setText('');
          setPositionMs(null);
          void message.success('笔记已保存');
        },
      },
    );
  };

  return (
    <div className="lesson-notes__composer">
      <div className="lesson-notes__composer-head">
        <label htmlFor={id}>
          {positionMs === null ? '在当前位置记笔记' : `在 ${formatPosition(positionMs)} 记笔记`}
        </label>
        {positionMs !== null ? (
          <Button size="small" type="link" onClick={() => setPositionMs(currentMs())}>
            用当前时间
          </Button>
        ) : null}
      </div>
      <NoteTextBox
        id={id}
        label="笔记内容"
        value={text}
        placeholder="写下这一刻的要点，Ctrl+Enter 保存"
        onChange={change}
        onSave={save}
      />
      <div className="lesson-notes__composer-actions">
        <ColourPicker value={colour} onChange={setColour} />
        <SaveNoteButton text={text} saving={create.isPending} onSave={save} />
      </div>
    </div>
  );
}
