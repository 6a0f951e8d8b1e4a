import { describe, expect, it } from 'vitest';
import { parseDownloadManifest } from './download-manifest';

const good = {
  key: 'dagang',
  title: '考试大纲',
  category: '考试大纲',
  file: 'dagang.pdf',
  access: 'free',
  publishedAt: '2026-03-01',
};
const parse = (value: unknown) => parseDownloadManifest(JSON.stringify(value));

describe('parseDownloadManifest', () => {
  it('reads the entries, with an empty description by default', () => {
    expect(parse({ format: 'yzfk-downloads/1', files: [good] })).toEqual({
      ok: true,
      entries: [{ ...good, description: '' }],
      rejected: [],
    });
  });

  it('refuses the whole manifest when it is not JSON or its envelope is wrong', () => {
    expect(parseDownloadManifest('{')).toEqual({
      ok: false,
      reason: 'manifest.json 不是合法的 JSON',
    });
    expect(parse({ format: 'yzfk-book/1', files: [] })).toEqual({
      ok: false,
      reason: 'format：必须是 "yzfk-downloads/1"',
    });
    expect(parse({ format: 'yzfk-downloads/1', files: [], extra: 1 })).toEqual({
      ok: false,
      reason: '未知字段：extra',
    });
  });

  it('rejects a bad entry by key or place with the reason and keeps the others', () => {
    const parsed = parse({
      format: 'yzfk-downloads/1',
      files: [
        { ...good, category: '视频' },
        { ...good, key: 'b', file: 'a.exe' },
        { ...good, key: 'c', publishedAt: '2026/03/01' },
        { ...good, key: 'd', colour: 'red' },
        { title: 'no key' },
        good,
        { ...good, title: '重复' },
      ],
    });
    expect(parsed).toMatchObject({
      ok: true,
      entries: [{ key: 'dagang', title: '考试大纲' }],
      rejected: [
        { entry: 'dagang', reason: 'category：只能是 考试大纲、法条汇编、文书模板 或 资料' },
        { entry: 'b', reason: expect.stringMatching(/^file：只支持 \.pdf、/) as unknown },
        { entry: 'c', reason: 'publishedAt：发布日期须是 YYYY-MM-DD' },
        { entry: 'd', reason: '未知字段：colour' },
        { entry: '#5', reason: expect.stringMatching(/^key：/) as unknown },
        { entry: 'dagang', reason: 'key 重复：dagang' },
      ],
    });
  });
});
