import { Select } from 'antd';
import type { TMyNote, TNotebook } from '@yzfk/contract/calls/notes';
import { useSetNotebookNote } from '../api/set-notebook-note';

/** Which of my notebooks hold a note: choosing one adds the note, clearing one takes it out. */
export function NotebookPicker({ note, notebooks }: { note: TMyNote; notebooks: TNotebook[] }) {
  const setNote = useSetNotebookNote();
  if (notebooks.length === 0) return null;
  return (
    <Select
      mode="multiple"
      size="small"
      className="my-note__notebooks"
      aria-label="所在笔记本"
      placeholder="加入笔记本"
      value={note.notebookIds}
      loading={setNote.isPending}
      options={notebooks.map((notebook) => ({ value: notebook.id, label: notebook.name }))}
      onSelect={(notebookId: number) =>
        setNote.mutate({ notebookId, noteId: note.id, inNotebook: true })
      }
      onDeselect={(notebookId: number) =>
        setNote.mutate({ notebookId, noteId: note.id, inNotebook: false })
      }
    />
  );
}
