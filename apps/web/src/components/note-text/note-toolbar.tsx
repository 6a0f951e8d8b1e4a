import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

type TTool = {
  name: string;
  label: string;
  keys: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
};

const TOOLS: TTool[] = [
  {
    name: 'bold',
    label: '加粗',
    keys: 'Ctrl+B',
    icon: <BoldOutlined />,
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    label: '斜体',
    keys: 'Ctrl+I',
    icon: <ItalicOutlined />,
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: 'strike',
    label: '删除线',
    keys: 'Ctrl+Shift+S',
    icon: <StrikethroughOutlined />,
    run: (editor) => editor.chain().focus().toggleStrike().run(),
  },
  {
    name: 'code',
    label: '行内代码',
    keys: 'Ctrl+E',
    icon: <CodeOutlined />,
    run: (editor) => editor.chain().focus().toggleCode().run(),
  },
  {
    name: 'bulletList',
    label: '无序列表',
    keys: 'Ctrl+Shift+8',
    icon: <UnorderedListOutlined />,
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    label: '有序列表',
    keys: 'Ctrl+Shift+7',
    icon: <OrderedListOutlined />,
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'blockquote',
    label: '引用',
    keys: 'Ctrl+Shift+B',
    icon: <span className="note-editor__quote-icon">❝</span>,
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

/** The few formats a note has, as small toggle buttons that show which are on where the caret is. */
export function NoteToolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => current.isActive(tool.name)),
  });
  return (
    <div className="note-editor__toolbar" role="toolbar" aria-label="笔记格式">
      {TOOLS.map((tool, index) => (
        <Tooltip key={tool.name} title={`${tool.label}（${tool.keys}）`}>
          <Button
            size="small"
            type={active[index] ? 'primary' : 'text'}
            aria-label={tool.label}
            aria-pressed={active[index]}
            icon={tool.icon}
            // Keep the caret (and the selection to format) in the editor.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
          />
        </Tooltip>
      ))}
    </div>
  );
}
