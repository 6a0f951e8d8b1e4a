import { Button } from 'antd';
import type { ReactNode } from 'react';
import { isNoteTooLong } from './note-length';

/** A note form's save button: off while the text is empty or past what the server accepts. */
export function SaveNoteButton({
  text,
  saving,
  onSave,
  children = '保存笔记',
}: {
  text: string;
  saving: boolean;
  onSave: () => void;
  children?: ReactNode;
}) {
  return (
    <Button
      size="small"
      type="primary"
      loading={saving}
      disabled={text.trim() === '' || isNoteTooLong(text)}
      onClick={onSave}
    >
      {children}
    </Button>
  );
}
