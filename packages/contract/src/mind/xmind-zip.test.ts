import { Uint8ArrayReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';
import { describe, expect, it } from 'vitest';
import type { TMindTreeNode } from './mind-tree';
import { XMIND_MESSAGES } from './mind-xmind';
import { readXmindZip, writeXmindZip } from './xmind-zip';

/** A zip holding the given files (name → text), as a user's file would arrive. */
async function zipOf(files: Record<string, string>): Promise<Uint8Array> {
  const zip = new ZipWriter(new Uint8ArrayWriter());
  for (const [name, text] of Object.entries(files))
    await zip.add(name, new Uint8ArrayReader(new TextEncoder().encode(text)));
  return zip.close();
}

const tree: TMindTreeNode = {
  title: '行政法',
  children: [
    { title: '行政许可', note: '设定与实施', link: '/law/item/9#art-12', children: [] },
    { title: '行政处罚', children: [{ title: '种类', children: [] }] },
  ],
};

describe('.xmind files (the zip)', () => {
  it('reads back the file it exports, with XMind’s side files in the zip', async () => {
    const file = await writeXmindZip(tree, '行政法导图');
    expect(await readXmindZip(file)).toEqual({ ok: true, root: tree });
  });

  it('reads a map XMind wrote (content.json beside its other files)', async () => {
    const content = [
      { rootTopic: { title: '三国法', children: { attached: [{ title: '国际私法' }] } } },
    ];
    const file = await zipOf({
      'content.json': JSON.stringify(content),
      'metadata.json': '{}',
      'Thumbnails/thumbnail.png': 'png',
    });
    expect(await readXmindZip(file)).toEqual({
      ok: true,
      root: { title: '三国法', children: [{ title: '国际私法', children: [] }] },
    });
  });

  it('tells XMind 8 files, foreign zips and damaged files apart', async () => {
    expect(await readXmindZip(await zipOf({ 'content.xml': '<xmap-content/>' }))).toEqual({
      ok: false,
      message: '仅支持 XMind 2020 及以后的文件：请先用新版 XMind 打开并另存后再导入',
    });
    expect(await readXmindZip(await zipOf({ 'readme.txt': 'hi' }))).toEqual({
      ok: false,
      message: XMIND_MESSAGES.noContent,
    });
    expect(await readXmindZip(new TextEncoder().encode('这不是 zip 文件'))).toEqual({
      ok: false,
      message: XMIND_MESSAGES.notZip,
    });
    expect(await readXmindZip(await zipOf({ 'content.json': '[{"rootTopic": ' }))).toEqual({
      ok: false,
      message: XMIND_MESSAGES.badJson,
    });
  });
});
