import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { TDb } from '../../platform/db/database';
import type { TRegisterFile } from '../media/media.types';
import { saveImportedCourse, type TLessonRow } from './course-import.repository';
import {
  COVER_FORMATS,
  extensionOf,
  LESSON_FORMATS,
  parseCourseManifest,
  type TCourseManifest,
} from './course-manifest';
import { probeDuration } from '../../platform/media/probe-duration';

// Imports course folders (docs/course-format.md): reads and checks course.json, probes each
// lesson's duration, copies the media into the storage, then writes the course in one
// transaction. A bad lesson is rejected with its file and reason and the rest is imported; a bad
// manifest refuses the whole course and stores nothing.

export const MANIFEST_NAME = 'course.json';

export type TImportDeps = {
  db: TDb;
  /** Puts a file into the storage and records it as a media file (the media module's rule). */
  registerFile: (input: TRegisterFile) => Promise<{ id: number }>;
  now: () => Date;
  /** Called after each lesson file: done and total of the folder's files. */
  onProgress?: (done: number, total: number) => void;
};

export type TRejection = { file: string; reason: string };

export type TCourseImport =
  | {
      folder: string;
      status: 'imported';
      key: string;
      created: boolean;
      lessons: number;
      rejected: TRejection[];
    }
  | { folder: string; status: 'refused'; reason: string; rejected: TRejection[] };

type TAccepted = TLessonRow & { chapter: number };

/** The absolute path of a manifest's file, or undefined when it would leave the folder. */
function inside(folder: string, file: string): string | undefined {
  const root = resolve(folder);
  const path = resolve(root, file);
  return path.startsWith(root + sep) ? path : undefined;
}

/** The size of a regular file, or why it cannot be used. */
async function fileSize(path: string | undefined): Promise<number | string> {
  if (!path) return '文件名不合法';
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : '不是文件';
  } catch {
    return '文件不存在';
  }
}

/** Checks, probes and stores one lesson file; answers its row or why it is rejected. */
async function importLesson(
  deps: TImportDeps,
  folder: string,
  manifest: TCourseManifest,
  lesson: { key: string; title: string; file: string },
): Promise<TLessonRow | string> {
  const extension = extensionOf(lesson.file);
  const format = Object.hasOwn(LESSON_FORMATS, extension)
    ? LESSON_FORMATS[extension as keyof typeof LESSON_FORMATS]
    : undefined;
  if (!format) return `不支持的格式 .${extension || '（无扩展名）'}（只支持 mp4、webm、m4a、mp3）`;
  if (format.kind !== manifest.kind) {
    return `${manifest.kind === 'video' ? '视频' : '音频'}课程不能使用 .${extension} 文件`;
  }
  const path = inside(folder, lesson.file);
  const size = await fileSize(path);
  if (typeof size === 'string' || !path) return typeof size === 'string' ? size : '文件名不合法';
  const probe = await probeDuration(path, format.contentType, size);
  if (!probe.ok) return probe.reason;
  const media = await deps.registerFile({
    key: `courses/${manifest.key}/${lesson.key}.${extension}`,
    source: { path },
    contentType: format.contentType,
    access: manifest.access,
    durationMs: probe.durationMs,
  });
  return {
    key: lesson.key,
    title: lesson.title,
    mediaFileId: media.id,
    durationMs: probe.durationMs,
  };
}

/** Stores the cover image; answers its media id, or a rejection (the course keeps no cover). */
async function importCover(
  deps: TImportDeps,
  folder: string,
  manifest: TCourseManifest,
): Promise<number | TRejection | null> {
  if (manifest.cover === undefined) return null;
  const extension = extensionOf(manifest.cover);
  if (!Object.hasOwn(COVER_FORMATS, extension)) {
    return { file: manifest.cover, reason: '封面只支持 jpg、png、webp' };
  }
  const path = inside(folder, manifest.cover);
  const size = await fileSize(path);
  if (typeof size === 'string' || !path) {
    return { file: manifest.cover, reason: typeof size === 'string' ? size : '文件名不合法' };
  }
  const media = await deps.registerFile({
    key: `courses/${manifest.key}/cover.${extension}`,
    source: { path },
    contentType: COVER_FORMATS[extension as keyof typeof COVER_FORMATS],
    access: 'free',
  });
  return media.id;
}

/** Imports one course folder (the folder holding course.json). */
export async function importCourseFolder(
  deps: TImportDeps,
  folder: string,
): Promise<TCourseImport> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_NAME), 'utf8');
  } catch {
    return { folder, status: 'refused', reason: `找不到 ${MANIFEST_NAME}`, rejected: [] };
  }
  const parsed = parseCourseManifest(text);
  if (!parsed.ok) return { folder, status: 'refused', reason: parsed.reason, rejected: [] };
  const manifest = parsed.manifest;
  const all = manifest.chapters.flatMap((chapter) => chapter.lessons);
  const rejected: TRejection[] = [];
  const accepted: TAccepted[] = [];
  let done = 0;
  for (const [chapter, { lessons }] of manifest.chapters.entries()) {
    for (const lesson of lessons) {
      const result = await importLesson(deps, folder, manifest, lesson);
      if (typeof result === 'string') rejected.push({ file: lesson.file, reason: result });
      else accepted.push({ ...result, chapter });
      deps.onProgress?.(++done, all.length);
    }
  }
  if (accepted.length === 0) {
    return { folder, status: 'refused', reason: '没有可导入的课时', rejected };
  }
  const cover = await importCover(deps, folder, manifest);
  if (cover !== null && typeof cover === 'object') rejected.push(cover);
  const chapters = manifest.chapters.map((chapter, index) => ({
    title: chapter.title,
    lessons: accepted
      .filter((lesson) => lesson.chapter === index)
      .map(({ chapter: _, ...row }) => row),
  }));
  const { created } = await deps.db.transaction((tx) =>
    saveImportedCourse(
      tx,
      {
        key: manifest.key,
        kind: manifest.kind,
        title: manifest.title,
        teacher: manifest.teacher,
        subject: manifest.subject,
        description: manifest.description,
        coverFileId: typeof cover === 'number' ? cover : null,
        access: manifest.access,
      },
      chapters,
      all.map((lesson) => lesson.key),
      deps.now(),
    ),
  );
  return {
    folder,
    status: 'imported',
    key: manifest.key,
    created,
    lessons: accepted.length,
    rejected,
  };
}

/** The course folders under a path: itself when it holds course.json, else its sub-folders that do. */
export async function findCourseFolders(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true });
  if (entries.some((entry) => entry.isFile() && entry.name === MANIFEST_NAME)) return [path];
  const folders: string[] = [];
  for (const entry of entries.filter((e) => e.isDirectory() && !e.name.startsWith('.'))) {
    const sub = join(path, entry.name);
    const names = await readdir(sub);
    if (names.includes(MANIFEST_NAME)) folders.push(sub);
  }
  return folders.sort();
}

/** Imports a course folder or every course folder in a folder. */
export async function importCourses(deps: TImportDeps, path: string): Promise<TCourseImport[]> {
  const results: TCourseImport[] = [];
  for (const folder of await findCourseFolders(path)) {
    results.push(await importCourseFolder(deps, folder));
  }
  return results;
}
