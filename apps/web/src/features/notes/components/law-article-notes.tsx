import { Button } from 'antd';
import { useId, useState } from 'react';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';
import { useFeedback } from '../../../lib/use-feedback';
import { useCreateNote } from '../api/create-note';
import { useSourceNotes } from '../api/list-source-notes';
import { articleQuote } from '../utils/article-quote';
import './notes.css';
import { SaveNoteButton } from '../../../components/note-text/save-note-button';
import { NoteTextBox } from '../../../components/note-text/note-text-box';
import { NoteMarkdown } from '../../../components/note-text/note-markdown';

export type TLawArticleNotesProps = {
  lawId: number;
  ordinal: number;
  number: string | null;
  firstWords: string;
};

/**
 * Under a law article: a 笔记 button opening a small composer (the note quotes the article's
 * number and first words) and my notes on the article. Every article of a law shares one
 * request (the law's notes, one query key); a visitor is asked to log in.
 */
export function LawArticleNotes(props: TLawArticleNotesProps) {
  const isLogined = useSession((state) => state.isLogined);
  const [open, setOpen] = useState(false);
  const label = props.number ?? '本条';
  return (
    <div className="law-article-notes">
      <Button
        size="small"
        type="text"
        className="law-article-notes__toggle"
        aria-label={`给${label}记笔记`}
        aria-expanded={open}
        onClick={() => (isLogined ? setOpen(!open) : openLoginDialog())}
      >
        笔记
      </Button>
      {isLogined ? <ArticleNotes {...props} open={open} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function ArticleNotes({
  lawId,
  ordinal,
  number,
  firstWords,
  open,
  onClose,
}: TLawArticleNotesProps & { open: boolean; onClose: () => void }) {
  const notes = useSourceNotes('law', lawId, true);
  const mine = notes.data?.items.filter((note) => note.anchor === String(ordinal)) ?? [];
  const [text, setText] = useState('');
  const create = useCreateNote();
  const { message } = useFeedback();
  const id = useId();
  const label = number ?? '本条';

  const save = () => {
    const trimmed = text.trim();
    if (trimmed === '' || create.isPending) return;
    create.mutate(
      {
        source: 'law',
        sourceId: lawId,
        anchor: String(ordinal),
        quote: articleQuote(number, firstWords),
        text: trimmed,
      },
      {
        onSuccess: () => {
          setText('');
          onClose();
          void message.success('笔记已保存');
        },
      },
    );
  };

  return (
    <>
      {open ? (
        <div className="law-article-notes__composer">
          <label htmlFor={id} className="law-article-notes__label">
            给{label}记笔记
          </label>
          <NoteTextBox
            id={id}
            label={`${label}的笔记内容`}
            autoFocus
            value={text}
            placeholder="写下要点，Ctrl+Enter 保存"
            onChange={setText}
            onSave={save}
          />
          <div className="lesson-notes__composer-actions">
            <Button size="small" onClick={onClose}>
              取消
            </Button>
            <SaveNoteButton text={text} saving={create.isPending} onSave={save} />
          </div>
        </div>
      ) : null}
      {mine.length > 0 ? (
        <ul className="law-article-notes__list" aria-label={`${label}的笔记`}>
          {mine.map((note) => (
            <li key={note.id} className={`law-article-note note-colour--${note.colour}`}>
              <NoteMarkdown text={note.text} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
