import { createHash } from 'node:crypto';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ARTICLE_COLUMNS } from '@yzfk/contract/calls/article';
import { renderArticleBody, textOfHtml } from './render-article-body';

// One article file (docs/article-format.md): YAML front matter between --- lines, then the body
// in Markdown. Strict: an unknown field or column is refused with its name, and a refused file
// changes nothing in the database.

/** Files larger than this are refused before they are read as text. */
export const MAX_ARTICLE_BYTES = 200 * 1024;

/** A file's name without .md: lower-case letters, digits, - and _. */
const KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;

const text = (max: number) =>
  z.string({ error: '必须是文字' }).trim().min(1, '不能为空').max(max, `不能超过 ${max} 个字`);

const ZFrontMatter = z.strictObject(
  {
    title: text(100),
    author: text(50),
    column: z.enum(ARTICLE_COLUMNS, {
      error: (issue) => `未知栏目「${String(issue.input)}」，只能是 ${ARTICLE_COLUMNS.join('、')}`,
    }),
    tags: z.array(text(20), { error: '必须是标签的列表' }).max(10, '最多 10 个标签').default([]),
    summary: text(300),
    published: z.boolean({ error: '必须是 true 或 false' }).default(true),
    /** The published time; the import time when absent. */
    date: z
      .union([z.date(), z.string()], { error: '必须是日期，例如 2026-03-01' })
      .transform((value) => (value instanceof Date ? value : new Date(value)))
      .refine((value) => !Number.isNaN(value.getTime()), '必须是日期，例如 2026-03-01')
      .optional(),
    cover: z
      .string({ error: '必须是图片地址' })
      .regex(/^(https:\/\/|\/)[^\s"'<>]+$/u, '必须是 https:// 或 / 开头的图片地址')
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `未知字段：${issue.keys.join('、')}` : undefined,
  },
);

/** An article read from a file, ready to store. */
export type TArticleInput = {
  key: string;
  title: string;
  author: string;
  column: (typeof ARTICLE_COLUMNS)[number];
  tags: string[];
  summary: string;
  cover: string | null;
  published: boolean;
  publishedAt: Date | null;
  bodyHtml: string;
  charCount: number;
  contentHash: string;
};

export type TParsedArticle =
  { status: 'ok'; article: TArticleInput } | { status: 'rejected'; reason: string };

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/u;

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'front matter 不正确';
  const field = issue.path.join('.');
  return field && issue.code !== 'unrecognized_keys' ? `${field}：${issue.message}` : issue.message;
}

/** Reads one article file: its key from the file name, front matter, body rendered and sanitised. */
export function parseArticleFile(fileName: string, bytes: Uint8Array): TParsedArticle {
  if (bytes.byteLength > MAX_ARTICLE_BYTES) {
    return { status: 'rejected', reason: `文件超过 ${MAX_ARTICLE_BYTES / 1024} KB` };
  }
  const key = fileName.replace(/\.md$/u, '');
  if (!KEY.test(key)) {
    return {
      status: 'rejected',
      reason: '文件名只能由小写字母、数字、- 和 _ 组成（以字母或数字开头），扩展名 .md',
    };
  }
  const source = new TextDecoder('utf-8').decode(bytes);
  const match = FRONT_MATTER.exec(source);
  if (!match)
    return { status: 'rejected', reason: '缺少 front matter（文件须以 --- 开始的 YAML 块开头）' };
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? '');
  } catch (error) {
    return {
      status: 'rejected',
      reason: `front matter 不是有效的 YAML：${(error as Error).message.split('\n')[0]}`,
    };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { status: 'rejected', reason: 'front matter 必须是字段列表' };
  }
  const parsed = ZFrontMatter.safeParse(raw);
  if (!parsed.success) return { status: 'rejected', reason: firstIssue(parsed.error) };
  const body = source.slice(match[0].length);
  if (body.trim().length === 0) return { status: 'rejected', reason: '正文为空' };
  const bodyHtml = renderArticleBody(body);
  const meta = parsed.data;
  return {
    status: 'ok',
    article: {
      key,
      title: meta.title,
      author: meta.author,
      column: meta.column,
      tags: [...new Set(meta.tags)],
      summary: meta.summary,
      cover: meta.cover ?? null,
      published: meta.published,
      publishedAt: meta.date ?? null,
      bodyHtml,
      charCount: textOfHtml(bodyHtml).replace(/\s/gu, '').length,
      contentHash: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}
