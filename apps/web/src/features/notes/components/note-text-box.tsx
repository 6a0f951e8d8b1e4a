import { Input } from 'antd';
import { NOTE_TEXT_MAX } from '@yzfk/contract/calls/notes';
import { isSaveKey } from './save-key';

/**
 * The text box of a note, wherever one is written or edited: grows with its text up to
 * `maxRows`, stops at the note's length limit, and saves on Ctrl+Enter (⌘+Enter).
 */
export function NoteTextBox({
  value,
  onChange,
  onSave,
  label,
  id,
  placeholder,
  autoFocus = false,
  maxRows = 6,
}: {
  value: string;
  onChange: (text: string) => void;
  onSave: () => void;
  /** What a screen reader announces for the box. */
  label: string;
  id?: string;
  placeholder?: string;
  autoFocus?: boolean;
  maxRows?: number;
}) {
  return (
    <Input.TextArea
      id={id}
      aria-label={label}
      autoFocus={autoFocus}
      value={value}
      maxLength={NOTE_TEXT_MAX}
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
