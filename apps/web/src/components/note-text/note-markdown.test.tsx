import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoteMarkdown } from './note-markdown';

describe('NoteMarkdown', () => {
  it('shows script and an image tag typed as text literally, creating no element', () => {
    const { container } = render(
      <NoteMarkdown text={'<script>alert(1)</script> 和 <img src=x onerror=alert(2)>'} />,
    );
    expect(container.textContent).toBe('<script>alert(1)</script> 和 <img src=x onerror=alert(2)>');
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('shows entities the editor wrote as the characters typed, and script in them as text', () => {
    const { container } = render(<NoteMarkdown text="&lt;script&gt;x&lt;/script&gt; a &amp; b" />);
    expect(container.textContent).toBe('<script>x</script> a & b');
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders bold, italic, strike, code, lists and quotes', () => {
    const { container } = render(
      <NoteMarkdown
        text={'**诉讼**时效 *要点* ~~删~~ `代码`\n\n- 甲\n- 乙\n\n1. 一\n2. 二\n\n> 引用'}
      />,
    );
    expect(screen.getByText('诉讼').tagName).toBe('STRONG');
    expect(screen.getByText('要点').tagName).toBe('EM');
    expect(screen.getByText('删').tagName).toBe('DEL');
    expect(screen.getByText('代码').tagName).toBe('CODE');
    expect(Array.from(container.querySelectorAll('ul > li'), (li) => li.textContent)).toEqual([
      '甲',
      '乙',
    ]);
    expect(Array.from(container.querySelectorAll('ol > li'), (li) => li.textContent)).toEqual([
      '一',
      '二',
    ]);
    expect(container.querySelector('blockquote')?.textContent).toBe('引用');
  });

  it('keeps a plain note as it was: single newlines are line breaks, Markdown it has not is text', () => {
    const { container } = render(
      <NoteMarkdown text={'第一行\n第二行\n\n# 不是标题 [链](javascript:alert(1))\n    缩进'} />,
    );
    const lines = Array.from(container.querySelectorAll('p'), (line) => line.innerHTML);
    expect(lines).toEqual(['第一行<br>第二行', '# 不是标题 [链](javascript:alert(1))<br>    缩进']);
    expect(container.querySelector('h1, a')).toBeNull();
  });
});
