import { describe, expect, it } from 'vitest';
import { manifestOf } from './course-fixtures';
import { isSafeRelativePath } from '../../platform/storage/safe-relative-path';
import { parseCourseManifest } from './course-manifest';

const parse = (value: unknown) => parseCourseManifest(JSON.stringify(value));

describe('course manifest', () => {
  it('reads a valid manifest', () => {
    const result = parse(manifestOf('civil-1', [[{ key: 'l1', file: 'media/l1.mp4' }]]));
    expect(result.ok && result.manifest.chapters[0]?.lessons[0]?.file).toBe('media/l1.mp4');
  });

  it.each([
    '../secret.mp4',
    '/etc/passwd',
    'a/../../b.mp4',
    '.hidden.mp4',
    'a\\b.mp4',
    'C:x.mp4',
    'a//b.mp4',
    'a/./b.mp4',
  ])('refuses the file name %s, naming the field', (file) => {
    const result = parse(manifestOf('c', [[{ key: 'l1', file }]]));
    expect(result).toEqual({
      ok: false,
      reason: expect.stringContaining('chapters.0.lessons.0.file：文件名不合法') as unknown,
    });
  });

  it('refuses a traversing cover', () => {
    const result = parse(manifestOf('c', [[{ key: 'l1', file: 'a.mp4' }]], { cover: '../x.jpg' }));
    expect(result.ok || result.reason).toContain('cover：文件名不合法');
  });

  it('refuses unknown fields at any level, naming them', () => {
    const top = parse(manifestOf('c', [[{ key: 'l1', file: 'a.mp4' }]], { price: 10 }));
    expect(top.ok || top.reason).toBe('未知字段：price');
    const deep = manifestOf('c', [[{ key: 'l1', file: 'a.mp4', video: 'x' } as never]]);
    expect(parse(deep).ok || (parse(deep) as { reason: string }).reason).toBe(
      '未知字段：chapters.0.lessons.0.video',
    );
  });

  it('refuses a missing field, a bad key, a duplicate lesson key and broken JSON', () => {
    const untitled = { ...manifestOf('c', [[{ key: 'l1', file: 'a.mp4' }]]), title: undefined };
    expect(parse(untitled).ok || (parse(untitled) as { reason: string }).reason).toBe(
      '缺少字段：title',
    );
    const noKind = { ...manifestOf('c', [[{ key: 'l1', file: 'a.mp4' }]]), kind: undefined };
    expect(parse(noKind).ok || (parse(noKind) as { reason: string }).reason).toBe('缺少字段：kind');
    const badKey = parse(manifestOf('../up', [[{ key: 'l1', file: 'a.mp4' }]]));
    expect(badKey.ok || badKey.reason).toContain('key：只能由小写字母');
    const twice = parse(
      manifestOf('c', [[{ key: 'l1', file: 'a.mp4' }], [{ key: 'l1', file: 'b.mp4' }]]),
    );
    expect(twice.ok || twice.reason).toContain('课时 key 重复：l1');
    const broken = parseCourseManifest('{ "format": ');
    expect(broken.ok || broken.reason).toContain('不是有效的 JSON');
  });

  it('knows a safe relative path', () => {
    expect(isSafeRelativePath('media/第1讲.mp4')).toBe(true);
    expect(isSafeRelativePath('media/..')).toBe(false);
  });
});
