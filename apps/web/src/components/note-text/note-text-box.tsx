import { Input } from 'antd';
import { NOTE_TEXT_MAX } from '@yzfk/contract/calls/notes';
import { lazy, Suspense } from 'react';
import { isNoteTooLong } from './note-length';
import type { TNoteTextBoxProps } from './note-text-box-props';
import { isSaveKey } from './save-key';
import './note-text.css';

// tiptap is loaded with the first note box, never with the pages that have none.
const RichNoteEditor = lazy(() => import('./rich-note-editor'));

/**
 * The box of a note, wherever one is written or edited: a small rich-text editor storing
 * Markdown, with its length against the limit, saving on Ctrl+Enter (⌘+Enter). While the editor
 * loads, a plain text box with the same label stands in (what is typed there is kept).
 */
export function NoteTextBox(props: TNoteTextBoxProps) {
  const max = props.maxLength ?? NOTE_TEXT_MAX;
  const tooLong = isNoteTooLong(props.value, max);
  const box: TNoteTextBoxProps = {
    ...props,
    // Past the limit the server refuses the note: Ctrl+Enter does nothing until it is shorter.
    onSave: () => {
      if (!tooLong) props.onSave();
    },
  };
  return (
    <div className="note-text-box">
      <Suspense fallback={<PlainNoteBox {...box} />}>
        <RichNoteEditor {...box} />
      </Suspense>
      <div
        className={
          tooLong ? 'note-text-box__count note-text-box__count--over' : 'note-text-box__count'
        }
      >
        {tooLong ? (
          <span role="alert">超出 {props.value.length - max} 字，请删减后再保存</span>
        ) : null}
        <span>
          {props.value.length} / {max}
        </span>
      </div>
    </div>
  );
}

function PlainNoteBox({
  value,
  onChange,
  onSave,
  label,
  id,
  placeholder,
  autoFocus,
  maxRows = 6,
}: TNoteTextBoxProps) {
  return (
    <Input.TextArea
      id={id}
      aria-label={label}
      autoFocus={autoFocus}
      value={value}
      autoSize={{ minRows: 2, maxRows }}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (!isSaveKey(event)) return;
        event.preventDefault();
        onSave();
      }}
    />
  );
}
