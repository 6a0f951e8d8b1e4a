import { describe, expect, it } from 'vitest';
import { parseArticleFile } from './parse-article-file';

const encode = (text: string) => new TextEncoder().encode(text);

const VALID = `---
title: 如何读法条
author: 章老师
column: 法条解读
tags: [民法, 方法]
summary: 读法条的三个步骤。
date: 2026-03-01
---

正文第一段。
`;

function reasonOf(name: string, text: string | Uint8Array): string {
  const result = parseArticleFile(name, typeof text === 'string' ? encode(text) : text);
  if (result.status !== 'rejected') throw new Error('expected a rejection');
  return result.reason;
}

describe('parseArticleFile', () => {
  it('reads the front matter and renders the body', () => {
    const result = parseArticleFile('read-laws.md', encode(VALID));
    expect(result).toMatchObject({
      status: 'ok',
      article: {
        key: 'read-laws',
        title: '如何读法条',
        author: '章老师',
        column: '法条解读',
        tags: ['民法', '方法'],
        summary: '读法条的三个步骤。',
        published: true,
        publishedAt: new Date('2026-03-01T00:00:00Z'),
        bodyHtml: '<p>正文第一段。</p>',
        charCount: 6,
      },
    });
  });

  it('refuses a file without front matter', () => {
    expect(reasonOf('a.md', '# 标题\n\n正文')).toContain('缺少 front matter');
  });

  it('refuses an unknown column, naming it', () => {
    expect(reasonOf('a.md', VALID.replace('法条解读', '花边新闻'))).toContain(
      '未知栏目「花边新闻」',
    );
  });

  it('refuses an unknown field, naming it', () => {
    expect(reasonOf('a.md', VALID.replace('author:', 'views: 10\nauthor:'))).toBe(
      '未知字段：views',
    );
  });

  it('refuses a missing title, naming the field', () => {
    expect(reasonOf('a.md', VALID.replace('title: 如何读法条\n', ''))).toMatch(/^title：/);
  });

  it('refuses a file over 200 KB before reading it', () => {
    const big = encode(VALID + '字'.repeat(70_000));
    expect(reasonOf('a.md', big)).toBe('文件超过 200 KB');
  });

  it('refuses broken YAML and an empty body', () => {
    expect(reasonOf('a.md', '---\ntitle: [未闭合\n---\n正文')).toContain('不是有效的 YAML');
    expect(reasonOf('a.md', VALID.replace('正文第一段。', ''))).toBe('正文为空');
  });

  it('sanitises the body it renders', () => {
    const result = parseArticleFile(
      'a.md',
      encode(
        `${VALID}\n<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">链</a>`,
      ),
    );
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.article.bodyHtml).not.toMatch(/script|javascript|onclick|alert/);
  });
});
