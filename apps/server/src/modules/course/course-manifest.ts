import { z } from 'zod';
import { COURSE_KINDS } from './course.schema';
import { isSafeRelativePath } from '../../platform/storage/safe-relative-path';

// The course folder's manifest, course.json (docs/course-format.md). Strict: an unknown field is
// refused with its name, and every file name is checked so that it stays inside the folder.

export const COURSE_FORMAT = 'yzfk-course/1';

/** Lesson file formats by extension: the content type served, and the course kind it fits. */
export const LESSON_FORMATS = {
  mp4: { contentType: 'video/mp4', kind: 'video' },
  webm: { contentType: 'video/webm', kind: 'video' },
  m4a: { contentType: 'audio/mp4', kind: 'audio' },
  mp3: { contentType: 'audio/mpeg', kind: 'audio' },
} as const;

export const COVER_FORMATS = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** A course or lesson key: it names the course's storage folder and the lesson's file there. */
const KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const KEY_MESSAGE = '只能由小写字母、数字、- 和 _ 组成（以字母或数字开头，最多 64 个字符）';

const text = (max: number) =>
  z.string({ error: '必须是文字' }).trim().min(1, '不能为空').max(max, `不能超过 ${max} 个字`);

const filePath = z
  .string({ error: '必须是文件名' })
  .refine(
    isSafeRelativePath,
    '文件名不合法：只能是课程文件夹内的相对路径（不能含 ..、绝对路径或隐藏文件）',
  );

const lesson = z.strictObject({
  key: z.string({ error: '必须是文字' }).regex(KEY, KEY_MESSAGE),
  title: text(200),
  file: filePath,
});

const chapter = z.strictObject({
  title: text(200),
  lessons: z.array(lesson, { error: '必须是课时列表' }).min(1, '每章至少一个课时').max(500),
});

const manifest = z
  .strictObject({
    format: z.literal(COURSE_FORMAT, { error: `必须是 "${COURSE_FORMAT}"` }),
    key: z.string({ error: '必须是文字' }).regex(KEY, KEY_MESSAGE),
    kind: z.enum(COURSE_KINDS, { error: '只能是 video 或 audio' }),
    title: text(200),
    teacher: text(100),
    subject: text(50),
    description: z.string({ error: '必须是文字' }).trim().max(5000, '不能超过 5000 个字'),
    cover: filePath.optional(),
    access: z.enum(['free', 'authorised'], { error: '只能是 free 或 authorised' }),
    chapters: z.array(chapter, { error: '必须是章节列表' }).min(1, '至少一章').max(200),
  })
  .superRefine((course, context) => {
    const seen = new Set<string>();
    course.chapters.forEach((c, ci) =>
      c.lessons.forEach((l, li) => {
        if (seen.has(l.key)) {
          context.addIssue({
            code: 'custom',
            path: ['chapters', ci, 'lessons', li, 'key'],
            message: `课时 key 重复：${l.key}`,
          });
        }
        seen.add(l.key);
      }),
    );
  });

export type TCourseManifest = z.output<typeof manifest>;

export type TManifestResult =
  { ok: true; manifest: TCourseManifest } | { ok: false; reason: string };

/** The value at a path of parsed JSON, or undefined when the path leads nowhere. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value;
  for (const key of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return here;
}

/** One readable line for a zod issue, naming the field: chapters.0.lessons.1.file：… */
function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  const where = issue.path.map(String).join('.');
  if (issue.code !== 'unrecognized_keys' && valueAt(value, issue.path) === undefined) {
    return `缺少字段：${where}`;
  }
  if (issue.code === 'unrecognized_keys') {
    const fields = issue.keys.map((key) => (where ? `${where}.${key}` : key));
    return `未知字段：${fields.join('、')}`;
  }
  return `${where || '清单'}：${issue.message}`;
}

/** Reads course.json's text: the manifest, or why it is refused (every problem, one per line). */
export function parseCourseManifest(json: string): TManifestResult {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, reason: `course.json 不是有效的 JSON：${(error as Error).message}` };
  }
  const parsed = manifest.safeParse(value);
  if (parsed.success) return { ok: true, manifest: parsed.data };
  return {
    ok: false,
    reason: parsed.error.issues
      .slice(0, 10)
      .map((issue) => describeIssue(issue, value))
      .join('；'),
  };
}

/** The lowercase extension of a file name ('' without one). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
