import { Button, Tag } from 'antd';
import type { TNote } from '@yzfk/contract/calls/notes';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-format';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeleteNote } from '../api/delete-note';
import { useUpdateNote } from '../api/update-note';
import { placeText } from '../utils/notes-markdown';
import { notePath, SOURCE_LABELS } from '../../../lib/note-place';
import { SaveNoteButton } from '../../../components/note-text/save-note-button';
import { NoteTextBox } from '../../../components/note-text/note-text-box';
import { NoteMarkdown } from '../../../components/note-text/note-markdown';

/**
 * One note in /mynotes: its kind and place, a link back there, the quote and text (as text,
 * whatever they contain), edit and delete (the page offers 撤销).
 */
export function MyNoteCard({
  note,
  onOpenQuestion,
  onDeleted,
  extra,
  tags,
}: {
  note: TNote;
  onOpenQuestion: (questionId: number) => void;
  onDeleted: (note: TNote) => void;
  extra?: ReactNode;
  /** The note's tag row (NoteTagsRow), under its text. */
  tags?: ReactNode;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const { message } = useFeedback();
  const path = notePath(note);
  const place = placeText(note);

  const save = () => {
    if (draft === null || draft.trim() === '' || update.isPending) return;
    update.mutate(
      { noteId: note.id, text: draft },
      {
        onSuccess: () => {
          setDraft(null);
          void message.success('笔记已修改');
        },
      },
    );
  };

  return (
    <li className={`my-note note-colour--${note.colour}`} aria-label={place}>
      <div className="my-note__head">
        <Tag>{SOURCE_LABELS[note.source]}</Tag>
        <span className="my-note__place">{place}</span>
        <time className="my-note__time">{formatDate(note.createdAt)}</time>
        {path ? (
          <Link to={path} className="my-note__link">
            {note.source === 'law' ? '查看法条' : '查看原处'}
          </Link>
        ) : (
          <Button
            size="small"
            type="link"
            className="my-note__link"
            onClick={() => onOpenQuestion(note.sourceId)}
          >
            查看题目
          </Button>
        )}
      </div>
      {note.quote !== '' && note.source !== 'law' ? (
        <blockquote className="my-note__quote">{note.quote}</blockquote>
      ) : null}
      {draft === null ? (
        <NoteMarkdown className="my-note__text" text={note.text} />
      ) : (
        <NoteTextBox
          label="修改笔记"
          autoFocus
          value={draft}
          maxRows={8}
          onChange={setDraft}
          onSave={save}
        />
      )}
      {tags}
      <div className="my-note__actions">
        {extra}
        {draft === null ? (
          <>
            <Button size="small" type="text" aria-label="编辑" onClick={() => setDraft(note.text)}>
              编辑
            </Button>
            <Button
              size="small"
              type="text"
              danger
              aria-label="删除"
              loading={remove.isPending}
              onClick={() =>
                // The promise, not mutate's callback: the card is gone once the list refetches.
                void remove.mutateAsync(note).then(
                  () => onDeleted(note),
                  () => undefined,
                )
              }
            >
              删除
            </Button>
          </>
        ) : (
          <>
            <Button size="small" onClick={() => setDraft(null)}>
              取消
            </Button>
            <SaveNoteButton text={draft} saving={update.isPending} onSave={save}>
              保存
            </SaveNoteButton>
          </>
        )}
      </div>
    </li>
  );
}
