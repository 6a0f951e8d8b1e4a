import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/db/database';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { TEST_DATABASES, openTestDatabase } from '../../test-app';
import { createMediaRepository } from '../media/media.repository';
import { mediaFiles } from '../media/media.schema';
import { registerMediaFile } from '../media/register-media-file';
import {
  AUDIO_M4A_5S,
  AUDIO_MP3,
  VIDEO_61S,
  manifestOf,
  writeCourseFolder,
} from './course-fixtures';
import { courseLessons, courses } from './course.schema';
import { importCourses, type TImportDeps } from './import-course';
import { seedDemoCourses } from './course.seed';

describe.each(TEST_DATABASES)('course import on %s', (kind) => {
  let database: TDatabase;
  let deps: TImportDeps;
  const storageDir = mkdtempSync(join(tmpdir(), 'yzfk-course-store-'));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const files = createMediaRepository(database.db);
    const storage = createLocalStorage(storageDir);
    deps = {
      db: database.db,
      registerFile: (input) => registerMediaFile({ files, storage }, input),
      now: () => new Date('2026-11-20T08:00:00Z'),
    };
  });
  afterAll(() => database.close());

  const lessonsOf = async (key: string) =>
    database.db
      .select({
        key: courseLessons.key,
        durationMs: courseLessons.durationMs,
        id: courseLessons.id,
      })
      .from(courseLessons)
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .where(eq(courses.key, key))
      .orderBy(asc(courseLessons.ordinal));

  it('imports good lessons, rejects bad ones with file and reason, and is idempotent', async () => {
    const manifest = manifestOf('civil-video', [
      [
        { key: 'l1', file: 'l1.mp4' },
        { key: 'l2', file: 'missing.mp4' },
      ],
      [
        { key: 'l3', file: 'notes.txt' },
        { key: 'l4', file: 'broken.mp4' },
        { key: 'l5', file: 'sub/l5.mp4' },
      ],
    ]);
    const folder = writeCourseFolder(manifest, {
      'l1.mp4': VIDEO_61S,
      'notes.txt': Buffer.from('text'),
      'broken.mp4': Buffer.from('not a video at all'),
      'sub/l5.mp4': VIDEO_61S,
    });
    const progress: string[] = [];
    const [first] = await importCourses(
      { ...deps, onProgress: (d, t) => progress.push(`${d}/${t}`) },
      folder,
    );
    expect(first).toMatchObject({
      status: 'imported',
      key: 'civil-video',
      created: true,
      lessons: 2,
    });
    expect(first?.rejected).toEqual([
      { file: 'missing.mp4', reason: '文件不存在' },
      { file: 'notes.txt', reason: expect.stringContaining('不支持的格式 .txt') as unknown },
      { file: 'broken.mp4', reason: expect.stringContaining('无法读取媒体') as unknown },
    ]);
    expect(progress.at(-1)).toBe('5/5');
    const lessons = await lessonsOf('civil-video');
    expect(lessons.map((l) => [l.key, l.durationMs])).toEqual([
      ['l1', 61_000],
      ['l5', 61_000],
    ]);
    const [course] = await database.db.select().from(courses).where(eq(courses.key, 'civil-video'));
    expect(course).toMatchObject({ lessonCount: 2, totalDurationMs: 122_000, teacher: '张老师' });

    const mediaBefore = (await database.db.select().from(mediaFiles)).length;
    const [again] = await importCourses(deps, folder);
    expect(again).toMatchObject({ status: 'imported', created: false, lessons: 2 });
    expect(await lessonsOf('civil-video')).toEqual(lessons);
    expect((await database.db.select().from(mediaFiles)).length).toBe(mediaBefore);
  });

  it('imports a folder of course folders; audio durations from m4a and mp3', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'yzfk-courses-'));
    writeCourseFolder(
      manifestOf(
        'audio-a',
        [
          [
            { key: 'a1', file: 'a1.m4a' },
            { key: 'a2', file: 'a2.mp3' },
          ],
        ],
        { kind: 'audio' },
      ),
      { 'a1.m4a': AUDIO_M4A_5S, 'a2.mp3': AUDIO_MP3 },
      parent,
    );
    writeCourseFolder(
      manifestOf('bad-one', [[{ key: 'x', file: 'x.mp4' }]], { extra: 1 }),
      {},
      parent,
    );
    const results = await importCourses(deps, parent);
    expect(results.map((r) => r.status)).toEqual(['imported', 'refused']);
    expect(results[1]).toMatchObject({ reason: '未知字段：extra' });
    const lessons = await lessonsOf('audio-a');
    expect(lessons[0]?.durationMs).toBe(5_000);
    expect(lessons[1]?.durationMs).toBeGreaterThan(2_000);
    expect(await lessonsOf('bad-one')).toEqual([]);
  });

  it('refuses a video file in an audio course and stores nothing when no lesson is good', async () => {
    const folder = writeCourseFolder(
      manifestOf('audio-wrong', [[{ key: 'v', file: 'v.mp4' }]], { kind: 'audio' }),
      { 'v.mp4': VIDEO_61S },
    );
    const [result] = await importCourses(deps, folder);
    expect(result).toMatchObject({ status: 'refused', reason: '没有可导入的课时' });
    expect(result?.rejected[0]?.reason).toContain('音频课程不能使用 .mp4');
    expect(await database.db.select().from(courses).where(eq(courses.key, 'audio-wrong'))).toEqual(
      [],
    );
  });

  it('refuses a manifest that is not JSON, naming course.json', async () => {
    const folder = writeCourseFolder(
      manifestOf('broken-json', [[{ key: 'a', file: 'a.mp4' }]]),
      {},
    );
    writeFileSync(join(folder, 'course.json'), '{');
    const [result] = await importCourses(deps, folder);
    expect(result).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('course.json') as unknown,
    });
  });

  it('seeds the demo course folders when there are any', async () => {
    expect(await seedDemoCourses(deps, join(tmpdir(), 'yzfk-no-such-demo-folder'))).toEqual([]);
    const parent = mkdtempSync(join(tmpdir(), 'yzfk-demo-'));
    writeCourseFolder(
      manifestOf('demo-one', [[{ key: 'l1', file: 'l1.mp4' }]]),
      { 'l1.mp4': VIDEO_61S },
      parent,
    );
    const results = await seedDemoCourses(deps, parent);
    expect(results).toMatchObject([{ status: 'imported', key: 'demo-one', lessons: 1 }]);
  });
});
