import { EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { QUESTION_NOTE_MAX } from '@yzfk/contract/calls/tiku-personal';
import { useState } from 'react';
import { NoteMarkdown } from '../../../components/note-text/note-markdown';
import { isNoteTooLong } from '../../../components/note-text/note-length';
import { NoteTextBox } from '../../../components/note-text/note-text-box';
import { useFeedback } from '../../../lib/use-feedback';
import { useSaveQuestionNote } from '../api/save-question-note';

/** The user's own note on a question: shown under it, edited in place; empty text deletes it. */
export function NoteEditor({ questionId, note }: { questionId: number; note: string | null }) {
  const [draft, setDraft] = useState<string | null>(null);
  const { message } = useFeedback();
  const save = useSaveQuestionNote();
  if (draft === null) {
    return (
      <div className="tiku-note">
        {note ? (
          <div className="tiku-note__text">
            <span className="tiku-note__label">我的笔记：</span>
            <NoteMarkdown text={note} />
          </div>
        ) : null}
        <Button
          size="small"
          type="link"
          icon={<EditOutlined />}
          onClick={() => setDraft(note ?? '')}
        >
          {note ? '编辑笔记' : '记笔记'}
        </Button>
      </div>
    );
  }
  const saveDraft = () => {
    if (save.isPending || isNoteTooLong(draft, QUESTION_NOTE_MAX)) return;
    save.mutate(
      { questionId, text: draft },
      {
        onSuccess: ({ note: saved }) => {
          setDraft(null);
          void message.success(saved ? '笔记已保存' : '笔记已删除');
        },
      },
    );
  };
  return (
    <div className="tiku-note tiku-note--editing">
      <NoteTextBox
        label="我的笔记"
        autoFocus
        value={draft}
        maxLength={QUESTION_NOTE_MAX}
        maxRows={8}
        placeholder="记下这道题的要点、易错处…"
        onChange={setDraft}
        onSave={saveDraft}
      />
      <Space className="tiku-note__actions">
        <Button
          size="small"
          type="primary"
          loading={save.isPending}
          disabled={isNoteTooLong(draft, QUESTION_NOTE_MAX)}
          onClick={saveDraft}
        >
          保存笔记
        </Button>
        <Button size="small" onClick={() => setDraft(null)}>
          取消
        </Button>
      </Space>
    </div>
  );
}
