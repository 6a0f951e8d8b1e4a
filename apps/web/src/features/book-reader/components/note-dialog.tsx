import { NOTE_COLOURS, NOTE_TEXT_MAX, type TNoteColour } from '@yzfk/contract/calls/notes';
import { Input, Modal, Radio } from 'antd';
import { useState } from 'react';
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
  return (
    <Modal
      open
      title="笔记"
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: text.trim() === '' }}
      onOk={() => onSave({ text, colour })}
      onCancel={onClose}
      destroyOnHidden
    >
      <blockquote className="reader-quote">{quote}</blockquote>
      <Input.TextArea
        aria-label="笔记内容"
        placeholder="写下你的想法"
        value={text}
        maxLength={NOTE_TEXT_MAX}
        autoSize={{ minRows: 3, maxRows: 8 }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.stopPropagation()}
        autoFocus
      />
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
