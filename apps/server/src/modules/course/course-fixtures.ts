import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeMp3, fakeMp4 } from '../../platform/testing/media-fixtures';
import { writeFileTree } from '../../platform/testing/file-tree';
import type { TTestApp } from '../../test-app';
import { importCourses } from './import-course';

// Course folders for tests, written into a temp folder. Test-only.

export type TFixtureLesson = { key: string; title?: string; file: string };

/** A manifest as course.json holds it; `extra` adds or overrides fields. */
export function manifestOf(
  key: string,
  chapters: TFixtureLesson[][],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    format: 'yzfk-course/1',
    key,
    kind: 'video',
    title: `课程 ${key}`,
    teacher: '张老师',
    subject: '民法',
    description: '示例课程',
    access: 'free',
    chapters: chapters.map((lessons, index) => ({
      title: `第${index + 1}章`,
      lessons: lessons.map((lesson) => ({ title: `课时 ${lesson.key}`, ...lesson })),
    })),
    ...extra,
  };
}

/** Writes a course folder: course.json and the given files; answers its path. */
export function writeCourseFolder(
  manifest: Record<string, unknown>,
  files: Record<string, Buffer>,
  parent = mkdtempSync(join(tmpdir(), 'yzfk-course-')),
): string {
  return writeFileTree(join(parent, String(manifest.key)), {
    'course.json': JSON.stringify(manifest),
    ...files,
  });
}

export const VIDEO_61S = fakeMp4(61_000);
export const AUDIO_M4A_5S = fakeMp4(5_000, 'M4A ');
export const AUDIO_MP3 = fakeMp3(100);

/**
 * Writes course folders side by side and imports them into a test app's database and storage,
 * as `npm run import:courses` would; answers the import's results in folder order.
 */
export async function importFixtureCourses(
  t: TTestApp,
  now: () => Date,
  folders: { manifest: Record<string, unknown>; files: Record<string, Buffer> }[],
) {
  const parent = mkdtempSync(join(tmpdir(), 'yzfk-courses-'));
  for (const { manifest, files } of folders) writeCourseFolder(manifest, files, parent);
  return importCourses(
    { db: t.deps.database.db, registerFile: (input) => t.deps.media.registerFile(input), now },
    parent,
  );
}
