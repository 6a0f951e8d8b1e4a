import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeLawPack,
  encodeLawPack,
  LAW_PACK_FORMAT,
  LAW_PACK_VERSION,
  lawPackFiles,
  LawPackError,
  readLawPackFiles,
  type TLawPackHeader,
} from './law-pack-format';
import { readLawPackHeader } from './read-law-pack-header';

const header: TLawPackHeader = {
  format: LAW_PACK_FORMAT,
  version: LAW_PACK_VERSION,
  source: 'LawRefBook/Laws',
  sourceCommit: 'abc123',
  files: 1,
  documents: 1,
};
const entry = {
  path: '刑法/刑法',
  metadata: {
    level: '法律',
    name: '刑法',
    filename: null,
    subtitle: null,
    publish: '2020-12-26',
    validFrom: null,
    expired: false,
    order: null,
    folder: '刑法',
    region: null,
  },
  text: '# 中华人民共和国刑法\n\n<!-- INFO END -->\n\n第二十条 为了使国家、公共利益……属于正当防卫，不负刑事责任。\n',
};

describe('the law pack format', () => {
  it('gives back what was written, and the same bytes each time', () => {
    const bytes = encodeLawPack(header, [entry]);
    expect(encodeLawPack(header, [entry]).equals(bytes)).toBe(true);
    expect(decodeLawPack(bytes)).toEqual({ header, entries: [entry] });
    const [file] = lawPackFiles([entry]);
    expect(file?.parsed.title).toBe('中华人民共和国刑法');
    expect(file?.parsed.articles.map((article) => article.number)).toEqual(['第二十条']);
  });

  it('reads the header alone', async () => {
    expect(await readLawPackHeader(encodeLawPack(header, [entry]))).toEqual(header);
  });

  it('refuses a damaged, foreign or cut pack with the reason', async () => {
    const bytes = encodeLawPack(header, [entry]);
    expect(() => decodeLawPack(bytes.subarray(0, bytes.length - 5))).toThrow(LawPackError);
    expect(() => decodeLawPack(Buffer.from('not brotli'))).toThrow('法规包已损坏：无法解压');
    const foreign = brotliCompressSync(Buffer.from('{"format":"zip"}\n'));
    expect(() => decodeLawPack(foreign)).toThrow('法规包已损坏：文件头不是本格式');
    await expect(readLawPackHeader(foreign)).rejects.toThrow('文件头不是本格式');
    const short = encodeLawPack({ ...header, files: 2 }, [entry]);
    expect(() => decodeLawPack(short)).toThrow('法规包不完整：文件头说有 2 个文件，实有 1 个');
  });
});

describe('reading a pack while serving', () => {
  it('gives the same files as the plain reader, and the same reasons for a damaged pack', async () => {
    const bytes = encodeLawPack(header, [entry]);
    const { header: read, files } = await readLawPackFiles(bytes);
    expect(read).toEqual(header);
    expect(files).toEqual(lawPackFiles([entry]));
    await expect(readLawPackFiles(Buffer.from('not brotli'))).rejects.toThrow(
      '法规包已损坏：无法解压',
    );
    const bad = brotliCompressSync(
      Buffer.from(`${JSON.stringify({ ...header, files: 2 })}\n${JSON.stringify(entry)}\n{}\n`),
    );
    await expect(readLawPackFiles(bad)).rejects.toThrow('法规包已损坏：第 3 行不是本格式');
  });
});
