import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  inlineTextFromInput,
  plainTextToHtml,
  richTextFromInput,
  sanitizeRichText,
} from './sanitize-html';

describe('sanitizeRichText', () => {
  it('removes scripts and styles with their content', () => {
    expect(sanitizeRichText('<p>题干</p><script>alert(1)</script><style>p{}</style>')).toBe(
      '<p>题干</p>',
    );
  });

  it('removes event handlers and every other attribute', () => {
    expect(
      sanitizeRichText('<img src=x onerror="alert(1)"><p onclick="x()" class="a">甲</p>'),
    ).toBe('<p>甲</p>');
    expect(sanitizeRichText('<span style="color:red" onmouseover="x()">乙</span>')).toBe(
      '<span>乙</span>',
    );
  });

  it('removes links, javascript: urls included, but keeps their text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">点我</a>')).toBe('点我');
    expect(sanitizeRichText('<iframe src="javascript:alert(1)"></iframe>丙')).toBe('丙');
  });

  it('keeps tables with cell spans and the allowed inline tags', () => {
    const table =
      '<table><thead><tr><th colspan="2">罪名</th></tr></thead>' +
      '<tbody><tr><td rowspan="2" style="x">盗窃</td><td>诈骗</td></tr></tbody></table>';
    expect(sanitizeRichText(table)).toBe(
      '<table><thead><tr><th colspan="2">罪名</th></tr></thead>' +
        '<tbody><tr><td rowspan="2">盗窃</td><td>诈骗</td></tr></tbody></table>',
    );
    expect(sanitizeRichText('<p><strong>甲</strong><em>乙</em>H<sub>2</sub>O<u>丙</u></p>')).toBe(
      '<p><strong>甲</strong><em>乙</em>H<sub>2</sub>O<u>丙</u></p>',
    );
  });

  it('escapes text that looked like markup once parsed', () => {
    expect(sanitizeRichText('<p>甲 &lt;script&gt; 乙</p>')).toBe('<p>甲 &lt;script&gt; 乙</p>');
  });
});

describe('plain text', () => {
  it('becomes escaped paragraphs, one per line', () => {
    expect(plainTextToHtml('甲<乙 & 丙\n\n  第二段 ')).toBe(
      '<p>甲&lt;乙 &amp; 丙</p><p>第二段</p>',
    );
  });

  it('is told from markup: plain text is escaped, markup sanitised', () => {
    expect(richTextFromInput('甲 < 乙')).toBe('<p>甲 &lt; 乙</p>');
    expect(richTextFromInput('<p>甲</p><script>x</script>')).toBe('<p>甲</p>');
    expect(inlineTextFromInput('A > B')).toBe('A &gt; B');
    expect(inlineTextFromInput('<b onclick="x">A</b>')).toBe('<b>A</b>');
  });
});

describe('htmlToText', () => {
  it('gives the text with entities decoded, a line per block, without scripts', () => {
    expect(htmlToText('<p>甲&lt;乙 &amp; 丙</p><p>第二段<br>第三行</p><script>x()</script>')).toBe(
      '甲<乙 & 丙\n第二段\n第三行',
    );
    expect(htmlToText('<table><tr><td>盗窃</td><td>诈骗</td></tr></table>')).toBe('盗窃 诈骗');
  });
});
