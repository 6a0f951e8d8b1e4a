import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { noteExtensions } from './note-extensions';
import { NoteToolbar } from './note-toolbar';
import type { TNoteTextBoxProps } from './note-text-box-props';
import { isSaveKey } from './save-key';

/**
 * The note editor itself (tiptap on ProseMirror, which leaves IME composition to the browser):
 * Markdown in through `value`, Markdown out through `onChange`. Loaded lazily by NoteTextBox.
 */
export default function RichNoteEditor({
  value,
  onChange,
  onSave,
  label,
  id,
  placeholder,
  autoFocus = false,
  maxRows = 6,
}: TNoteTextBoxProps) {
  // The Markdown last sent out, so a parent echoing it back does not reset the caret.
  const emitted = useRef(value);
  // Handlers change every render; the editor is made once and reads the latest through here.
  const latest = useRef({ onChange, onSave });
  latest.current = { onChange, onSave };

  const editor = useEditor({
    extensions: noteExtensions(placeholder),
    content: value,
    contentType: 'markdown',
    autofocus: autoFocus ? 'end' : false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-label': label,
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
      },
      handleKeyDown: (_view, event) => {
        if (!isSaveKey(event)) return false;
        event.preventDefault();
        latest.current.onSave();
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const markdown = current.isEmpty ? '' : current.getMarkdown();
      emitted.current = markdown;
      latest.current.onChange(markdown);
    },
  });

  // A new value from outside (emptied after a save, another note opened): load it.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="note-editor">
      <NoteToolbar editor={editor} />
      <EditorContent
        editor={editor}
        className="note-editor__content"
        style={{ maxHeight: `${maxRows * 1.6 + 0.6}em` }}
      />
    </div>
  );
}
