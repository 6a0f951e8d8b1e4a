import { NOTE_COLOURS, type TNoteColour } from '@yzfk/contract/calls/notes';
import { Modal, Radio } from 'antd';
import { useState } from 'react';
import { isNoteTooLong } from '../../../../components/note-text/note-length';
import { NoteTextBox } from '../../../../components/note-text/note-text-box';
import { COLOUR_LABELS } from './colours';

/** Writing (or changing) a note on a passage: the quote, my words and a colour. */
export function NoteDialog({
  quote,
  initialText = '',
  initialColour = 'yellow',
  busy,
  onSave,
  onClose,
}: {
  quote: string;
  initialText?: string;
  initialColour?: TNoteColour;
  busy: boolean;
  onSave: (note: { text: string; colour: TNoteColour }) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(initialText);
  const [colour, setColour] = useState<TNoteColour>(initialColour);
  const canSave = text.trim() !== '' && !isNoteTooLong(text) && !busy;
  const save = () => {
    if (canSave) onSave({ text, colour });
  };
  return (
    <Modal
      open
      title="笔记"
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: !canSave }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <blockquote className="reader-quote">{quote}</blockquote>
      {/* Keys typed in the note stay in the dialog: the reader's page keys must not turn pages. */}
      <div onKeyDown={(event) => event.stopPropagation()}>
        <NoteTextBox
          label="笔记内容"
          placeholder="写下你的想法，Ctrl+Enter 保存"
          value={text}
          maxRows={8}
          onChange={setText}
          onSave={save}
          autoFocus
        />
      </div>
      <Radio.Group
        className="reader-note-colours"
        aria-label="笔记颜色"
        value={colour}
        onChange={(event) => setColour(event.target.value as TNoteColour)}
        options={NOTE_COLOURS.map((value) => ({
          value,
          label: COLOUR_LABELS[value].name,
        }))}
      />
    </Modal>
  );
}
