import { createBrotliDecompress } from 'node:zlib';
import { LawPackError, ZLawPackHeaderSchema, type TLawPackHeader } from './law-pack-format';

/**
 * Reads only a pack's first line, decompressing no further: what every process needs at start
 * (how many documents the library will hold) without unpacking 25 MB of text.
 */
export async function readLawPackHeader(bytes: Buffer): Promise<TLawPackHeader> {
  const stream = createBrotliDecompress();
  let text = '';
  const line = await new Promise<string>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end === -1) return;
      resolve(text.slice(0, end));
      stream.destroy();
    });
    stream.on('error', () => reject(new LawPackError('法规包已损坏：无法解压')));
    stream.on('end', () => reject(new LawPackError('法规包已损坏：没有文件头')));
    stream.end(bytes);
  });
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new LawPackError('法规包已损坏：文件头不是本格式');
  }
  const parsed = ZLawPackHeaderSchema.safeParse(json);
  if (!parsed.success) throw new LawPackError('法规包已损坏：文件头不是本格式');
  return parsed.data;
}
