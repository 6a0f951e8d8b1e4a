import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { richNoteBox } from '../../testing/rich-note-box';
import { NoteTextBox } from './note-text-box';

function Box({
  initial = '',
  onSave = () => undefined,
}: {
  initial?: string;
  onSave?: () => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <>
      <NoteTextBox
        label="笔记内容"
        value={text}
        onChange={setText}
        onSave={onSave}
        maxLength={20}
      />
      <output aria-label="保存的 Markdown">{text}</output>
      <button type="button" onClick={() => setText('')}>
        清空
      </button>
    </>
  );
}

/** The editor's textbox, once the lazily loaded editor has replaced its plain stand-in. */
const editorBox = () => richNoteBox('笔记内容');

describe('NoteTextBox', () => {
  it('is a labelled multi-line textbox showing the note Markdown formatted', async () => {
    render(<Box initial={'**要点**\n\n- 甲'} />);
    const box = await editorBox();
    expect(box.getAttribute('role')).toBe('textbox');
    expect(box.getAttribute('aria-label')).toBe('笔记内容');
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(screen.getByText('要点').tagName).toBe('STRONG');
    expect(box.querySelector('ul li')?.textContent).toBe('甲');
  });

  it('opens an old plain note unchanged: its lines, and Markdown a note has not kept as text', async () => {
    render(<Box initial={'第一行\n第二行\n\n# 要点 <b>粗</b>\n    缩进'} />);
    const box = await editorBox();
    expect(Array.from(box.querySelectorAll('p'), (line) => line.innerHTML)).toEqual([
      '第一行<br>第二行',
      '# 要点 &lt;b&gt;粗&lt;/b&gt;<br>    缩进',
    ]);
    expect(box.querySelector('b, h1, pre')).toBeNull();
  });

  it('saves on Ctrl+Enter', async () => {
    const onSave = vi.fn();
    render(<Box initial="记下" onSave={onSave} />);
    fireEvent.keyDown(await editorBox(), { key: 'Enter', ctrlKey: true });
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('makes the selected text bold from the toolbar and sends out Markdown', async () => {
    render(<Box initial="诉讼时效" />);
    const box = await editorBox();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    expect(screen.getByLabelText('保存的 Markdown').textContent).toContain('**诉讼时效**');
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the count, and past the limit says so and does not save', async () => {
    const onSave = vi.fn();
    render(<Box initial={'一二三四五六七八九十一二三四五六七八九十多'} onSave={onSave} />);
    const box = await editorBox();
    expect(screen.getByRole('alert').textContent).toContain('超出 1 字，请删减后再保存');
    expect(screen.getByText('21 / 20')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('loads a value set from outside (emptied after a save)', async () => {
    render(<Box initial="旧的笔记" />);
    const box = await editorBox();
    expect(box.textContent).toContain('旧的笔记');
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(box.textContent).not.toContain('旧的笔记');
    expect(screen.getByText('0 / 20')).toBeTruthy();
  });
});
