import { describe, expect, it } from 'vitest';
import { readingMinutes, renderArticleBody, textOfHtml } from './render-article-body';

describe('renderArticleBody', () => {
  it('renders Markdown: headings, emphasis, lists, quotes and tables', () => {
    const html = renderArticleBody(
      '# 标题\n\n**重点**与*提示*\n\n- 一\n- 二\n\n> 引文\n\n| 甲 | 乙 |\n| - | - |\n| 1 | 2 |\n',
    );
    expect(html).toContain('<h2>标题</h2>');
    expect(html).toContain('<strong>重点</strong>与<em>提示</em>');
    expect(html).toContain('<li>一</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<td>1</td>');
  });

  it('removes scripts with their content', () => {
    const html = renderArticleBody('正文\n\n<script>alert("x")</script>\n\n结尾');
    expect(html).not.toContain('script');
    expect(html).not.toContain('alert');
    expect(html).toContain('结尾');
  });

  it('removes event handlers but keeps the element text', () => {
    const html = renderArticleBody(
      '<p onclick="steal()" onmouseover="x()">点我</p>\n\n![图](https://example.com/a.png "t")',
    );
    expect(html).not.toMatch(/onclick|onmouseover|steal/);
    expect(html).toContain('点我');
    expect(html).toContain('<img src="https://example.com/a.png"');
  });

  it('removes javascript: links in Markdown and in HTML', () => {
    const html = renderArticleBody(
      '[坏链接](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">二</a> [好链接](https://example.com)',
    );
    expect(html).not.toMatch(/javascript/i);
    expect(html).toContain('坏链接');
    expect(html).toContain('<a href="https://example.com">好链接</a>');
  });

  it('removes iframes, styles and data: images', () => {
    const html = renderArticleBody(
      '<iframe src="https://evil.example"></iframe>\n\n<style>p{}</style>\n\n<img src="data:image/png;base64,AAAA" onerror="x()">\n\n正文',
    );
    expect(html).not.toMatch(/iframe|style|data:|onerror/);
    expect(html).toContain('正文');
  });
});

describe('reading time', () => {
  it('counts the text without tags, at 400 characters a minute', () => {
    expect(textOfHtml('<p>一 <strong>二</strong></p>')).toBe('一 二');
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(400)).toBe(1);
    expect(readingMinutes(401)).toBe(2);
  });
});
