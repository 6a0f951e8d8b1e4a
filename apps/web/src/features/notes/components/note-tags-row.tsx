import { Button, Select, Tag } from 'antd';
import { ZNoteTags } from '@yzfk/contract/calls/note-tags';
import { useState } from 'react';
import { useFeedback } from '../../../lib/use-feedback';
import { useNoteTags } from '../api/list-note-tags';
import { useSetNoteTags } from '../api/set-note-tags';

/**
 * A note's tags under its text: each one filters my notes by it; 加标签 / 编辑标签 opens a box
 * that takes my tags or new ones and saves each change at once. Tags are shown as text.
 */
export function NoteTagsRow({
  note,
  onPickTag,
}: {
  note: { id: number; tags?: string[] };
  onPickTag: (tag: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const setTags = useSetNoteTags();
  const { message } = useFeedback();
  const tags = note.tags ?? [];

  const save = (values: string[]) => {
    // The contract's own rules, so a bad tag is told here before any request.
    const parsed = ZNoteTags.safeParse(values);
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? '标签不正确');
      return;
    }
    setTags.mutate({ noteId: note.id, tags: parsed.data });
  };

  return (
    <div className="my-note__tags" aria-label="标签">
      {editing ? (
        <TagsEditor
          value={setTags.isPending ? setTags.variables.tags : tags}
          loading={setTags.isPending}
          onChange={save}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          {tags.map((tag) => (
            <Tag key={tag} className="my-note__tag">
              <button
                type="button"
                className="my-note__tag-button"
                aria-label={`按标签「${tag}」筛选`}
                onClick={() => onPickTag(tag)}
              >
                #{tag}
              </button>
            </Tag>
          ))}
          <Button size="small" type="text" onClick={() => setEditing(true)}>
            {tags.length === 0 ? '加标签' : '编辑标签'}
          </Button>
        </>
      )}
    </div>
  );
}

function TagsEditor({
  value,
  loading,
  onChange,
  onDone,
}: {
  value: string[];
  loading: boolean;
  onChange: (tags: string[]) => void;
  onDone: () => void;
}) {
  const mine = useNoteTags();
  return (
    <>
      <Select
        mode="tags"
        size="small"
        autoFocus
        className="my-note__tags-select"
        aria-label="编辑标签"
        placeholder="输入标签后回车，如 易错、重点"
        value={value}
        loading={loading}
        tokenSeparators={[',', '，']}
        options={(mine.data?.items ?? []).map((item) => ({ value: item.tag, label: item.tag }))}
        onChange={onChange}
      />
      <Button size="small" aria-label="完成" onClick={onDone}>
        完成
      </Button>
    </>
  );
}
