import { Alert, Button } from 'antd';
import type { TNote } from '@yzfk/contract/calls/notes';
import { useRestoreNote } from '../api/restore-note';

/** After a delete: 笔记已删除 with 撤销, which brings the note back as it was. */
export function DeletedNoteAlert({ note, onDone }: { note: TNote | null; onDone: () => void }) {
  const restore = useRestoreNote();
  if (!note) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="my-notes__deleted"
      message="笔记已删除"
      closable
      onClose={onDone}
      action={
        <Button
          size="small"
          aria-label="撤销"
          loading={restore.isPending}
          onClick={() => restore.mutate(note.id, { onSuccess: onDone })}
        >
          撤销
        </Button>
      }
    />
  );
}
