import { z } from 'zod';
import { BOOK_ACCESS, BOOK_CATEGORIES } from '@yzfk/contract/calls/book';
import { isSafeRelativePath } from '../../platform/storage/safe-relative-path';

// The book folder's manifest, book.json (docs/book-format.md). Strict: an unknown field is
// refused with its name, and every file name is checked so that it stays inside the folder.

export const BOOK_FORMAT = 'yzfk-book/1';

export const AUDIO_FORMATS = { m4a: 'audio/mp4', mp3: 'audio/mpeg' } as const;
export const COVER_FORMATS = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** A book or chapter key: it names the book's storage folder and the chapter's file there. */
const KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const KEY_MESSAGE = '只能由小写字母、数字、- 和 _ 组成（以字母或数字开头，最多 64 个字符）';

const text = (max: number) =>
  z.string({ error: '必须是文字' }).trim().min(1, '不能为空').max(max, `不能超过 ${max} 个字`);

const filePath = (extensions: string[]) =>
  z
    .string({ error: '必须是文件名' })
    .refine(
      isSafeRelativePath,
      '文件名不合法：只能是图书文件夹内的相对路径（不能含 ..、绝对路径或隐藏文件）',
    )
    .refine(
      (path) => extensions.includes(extensionOf(path)),
      `只支持 ${extensions.map((e) => `.${e}`).join('、')} 文件`,
    );

const chapter = z.strictObject({
  key: z.string({ error: '必须是文字' }).regex(KEY, KEY_MESSAGE),
  title: text(200),
  file: filePath(Object.keys(AUDIO_FORMATS)),
});

const manifest = z
  .strictObject({
    format: z.literal(BOOK_FORMAT, { error: `必须是 "${BOOK_FORMAT}"` }),
    key: z.string({ error: '必须是文字' }).regex(KEY, KEY_MESSAGE),
    title: text(200).optional(),
    authors: z.array(text(100), { error: '必须是作者列表' }).min(1).max(20).optional(),
    publisher: text(100).optional(),
    isbn: z
      .string({ error: '必须是文字' })
      .regex(/^(97[89]-?)?(\d-?){9}[\dX]$/, 'ISBN 格式不正确')
      .optional(),
    edition: text(50).optional(),
    publishedOn: z.iso.date({ error: '出版日期须是 YYYY-MM-DD' }).optional(),
    category: z.enum(BOOK_CATEGORIES, { error: '只能是 考试用书、法条汇编 或 法律实务' }),
    description: z.string({ error: '必须是文字' }).trim().max(5000, '不能超过 5000 个字'),
    access: z.enum(BOOK_ACCESS, { error: '只能是 free、authorised 或 code' }),
    cover: filePath(Object.keys(COVER_FORMATS)).optional(),
    epub: filePath(['epub']).optional(),
    pdf: filePath(['pdf']).optional(),
    audio: z
      .array(chapter, { error: '必须是有声书章节列表' })
      .min(1, '至少一个章节')
      .max(500)
      .optional(),
    mindMap: filePath(['json', 'xmind']).optional(),
  })
  .superRefine((book, context) => {
    if (!book.epub && !book.pdf) {
      context.addIssue({ code: 'custom', path: ['epub'], message: '至少要有 epub 或 pdf 之一' });
    }
    if (!book.epub && (!book.title || !book.authors || !book.publisher)) {
      context.addIssue({
        code: 'custom',
        path: ['title'],
        message: '没有 EPUB 时须写明 title、authors 和 publisher',
      });
    }
    const seen = new Set<string>();
    book.audio?.forEach((c, index) => {
      if (seen.has(c.key)) {
        context.addIssue({
          code: 'custom',
          path: ['audio', index, 'key'],
          message: `章节 key 重复：${c.key}`,
        });
      }
      seen.add(c.key);
    });
  });

export type TBookManifest = z.output<typeof manifest>;

/** A file name's extension, lower case, without the dot ('' when it has none). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Parses book.json's text: the manifest, or the first problem (an unknown field by name). */
export function parseBookManifest(
  text: string,
): { ok: true; manifest: TBookManifest } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'book.json 不是合法的 JSON' };
  }
  const parsed = manifest.safeParse(json);
  if (parsed.success) return { ok: true, manifest: parsed.data };
  const issue = parsed.error.issues[0];
  if (!issue) return { ok: false, reason: 'book.json 不合法' };
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length > 0 ? `${issue.path.join('.')}.` : '';
    return { ok: false, reason: `未知字段：${issue.keys.map((key) => where + key).join('、')}` };
  }
  const where = issue.path.join('.');
  return { ok: false, reason: where ? `${where}：${issue.message}` : issue.message };
}
