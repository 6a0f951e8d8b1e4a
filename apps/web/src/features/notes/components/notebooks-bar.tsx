import { Button, Input, Space } from 'antd';
import { NOTEBOOK_NAME_MAX, type TNotebook } from '@yzfk/contract/calls/notes';
import { paths } from '@yzfk/contract/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFeedback } from '../../../lib/use-feedback';
import { useCreateNotebook } from '../api/create-notebook';

/** My notebooks as links to their lists, and a box to start a new one. */
export function NotebooksBar({ notebooks }: { notebooks: TNotebook[] }) {
  const [name, setName] = useState('');
  const create = useCreateNotebook();
  const { message } = useFeedback();
  const add = () => {
    if (name.trim() === '' || create.isPending) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: ({ notebook }) => {
          setName('');
          void message.success(`已新建笔记本「${notebook.name}」`);
        },
      },
    );
  };
  return (
    <nav className="my-notes__notebooks" aria-label="笔记本">
      <span className="my-notes__label">笔记本</span>
      {notebooks.map((notebook) => (
        <Link
          key={notebook.id}
          to={paths.notesList.href({ id: notebook.id })}
          className="my-notes__notebook"
        >
          {notebook.name}（{notebook.noteCount}）
        </Link>
      ))}
      <Space.Compact size="small">
        <Input
          aria-label="新笔记本名称"
          placeholder="新笔记本名称"
          value={name}
          maxLength={NOTEBOOK_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={add}
        />
        <Button onClick={add} loading={create.isPending} disabled={name.trim() === ''}>
          新建笔记本
        </Button>
      </Space.Compact>
    </nav>
  );
}
