import { z } from 'zod';
import { DOWNLOAD_ACCESS, DOWNLOAD_CATEGORIES } from '@yzfk/contract/calls/download';
import { isSafeRelativePath } from '../../platform/storage/safe-relative-path';

// The download folder's manifest, manifest.json (docs/download-format.md). The envelope must be
// right or nothing is imported; each entry is then checked on its own, so a bad entry is
// rejected with its reason and the others are imported.

export const DOWNLOAD_FORMAT = 'yzfk-downloads/1';
export const DOWNLOAD_MANIFEST_NAME = 'manifest.json';

/** The file types the area offers, by extension, and the content type they are served with. */
export const DOWNLOAD_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  md: 'text/markdown',
  txt: 'text/plain',
  zip: 'application/zip',
} as const;
export type TDownloadExtension = keyof typeof DOWNLOAD_TYPES;

/** An entry key: it names the file in the storage. */
const KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;

const text = (max: number) =>
  z.string({ error: '必须是文字' }).trim().min(1, '不能为空').max(max, `不能超过 ${max} 个字`);

const entry = z.strictObject({
  key: z
    .string({ error: '必须是文字' })
    .regex(KEY, '只能由小写字母、数字、- 和 _ 组成（以字母或数字开头，最多 64 个字符）'),
  title: text(200),
  category: z.enum(DOWNLOAD_CATEGORIES, {
    error: '只能是 考试大纲、法条汇编、文书模板 或 资料',
  }),
  description: z.string({ error: '必须是文字' }).trim().max(2000, '不能超过 2000 个字').default(''),
  file: z
    .string({ error: '必须是文件名' })
    .refine(
      isSafeRelativePath,
      '文件名不合法：只能是文件夹内的相对路径（不能含 ..、绝对路径或隐藏文件）',
    )
    .refine(
      (path) => extensionOf(path) in DOWNLOAD_TYPES,
      `只支持 ${Object.keys(DOWNLOAD_TYPES)
        .map((e) => `.${e}`)
        .join('、')} 文件`,
    ),
  access: z.enum(DOWNLOAD_ACCESS, { error: '只能是 free 或 authorised' }),
  publishedAt: z.iso.date({ error: '发布日期须是 YYYY-MM-DD' }),
});

export type TDownloadEntry = z.output<typeof entry>;

const envelope = z.strictObject({
  format: z.literal(DOWNLOAD_FORMAT, { error: `必须是 "${DOWNLOAD_FORMAT}"` }),
  files: z.array(z.unknown(), { error: '必须是文件列表' }).max(1000, '最多 1000 个文件'),
});

/** A file name's extension, lower case, without the dot ('' when it has none). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The first problem of a zod error, an unknown field by name. */
function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '不合法';
  if (issue.code === 'unrecognized_keys') return `未知字段：${issue.keys.join('、')}`;
  const where = issue.path.join('.');
  return where ? `${where}：${issue.message}` : issue.message;
}

export type TParsedManifest =
  | {
      ok: true;
      entries: TDownloadEntry[];
      /** Entries refused: their place (key, or #n from 1), and why. */
      rejected: { entry: string; reason: string }[];
    }
  | { ok: false; reason: string };

/** Parses manifest.json's text: the good entries and the rejected ones, or why none can be read. */
export function parseDownloadManifest(text: string): TParsedManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: `${DOWNLOAD_MANIFEST_NAME} 不是合法的 JSON` };
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) return { ok: false, reason: reasonOf(parsed.error) };
  const entries: TDownloadEntry[] = [];
  const rejected: { entry: string; reason: string }[] = [];
  const seen = new Set<string>();
  parsed.data.files.forEach((raw, index) => {
    const rawKey = (raw as { key?: unknown } | null)?.key;
    const name = typeof rawKey === 'string' && rawKey ? rawKey : `#${index + 1}`;
    const one = entry.safeParse(raw);
    if (!one.success) {
      rejected.push({ entry: name, reason: reasonOf(one.error) });
    } else if (seen.has(one.data.key)) {
      rejected.push({ entry: name, reason: `key 重复：${one.data.key}` });
    } else {
      seen.add(one.data.key);
      entries.push(one.data);
    }
  });
  return { ok: true, entries, rejected };
}
