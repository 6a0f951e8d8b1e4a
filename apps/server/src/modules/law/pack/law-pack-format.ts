import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompress, brotliDecompressSync, constants } from 'node:zlib';
import { z } from 'zod';
import type { TLawSourceFile } from '../build-law-document';
import { parseLawMarkdown } from '../parse-law-markdown';
import type { TLawMetadata } from '../read-law-metadata';

// The law pack (decision 0035): the official texts of a LawRefBook corpus in one Brotli file
// committed with the server, so that a fresh start serves the real library. It holds the source
// Markdown as the corpus has it, each file with the metadata row that governs it, so that it
// goes through the same parser and document builder as `npm run import:laws` and a document
// loaded from the pack has the same content hash as one imported from the folder.
//
// Layout, after Brotli: JSON Lines, the header first, then one line per file in path order.

/** Levels of the official texts a pack holds; others (guides, 其他) stay out. */
export const OFFICIAL_LAW_LEVELS = ['宪法', '法律', '行政法规', '司法解释', '部门规章', '案例'];

export const LAW_PACK_FORMAT = 'yzfk-law-pack';
export const LAW_PACK_VERSION = 1;

const ZMetadata = z.object({
  level: z.string(),
  name: z.string(),
  filename: z.string().nullable(),
  subtitle: z.string().nullable(),
  publish: z.string().nullable(),
  validFrom: z.string().nullable(),
  expired: z.boolean(),
  order: z.number().nullable(),
  folder: z.string(),
  region: z.string().nullable().optional(),
}) satisfies z.ZodType<TLawMetadata>;

export const ZLawPackHeaderSchema = z.object({
  format: z.literal(LAW_PACK_FORMAT),
  version: z.literal(LAW_PACK_VERSION),
  /** Where the texts come from, e.g. LawRefBook/Laws. */
  source: z.string(),
  /** The corpus commit the pack was made from. */
  sourceCommit: z.string(),
  files: z.number().int(),
  /** Documents the files make (split laws joined, second copies left out). */
  documents: z.number().int(),
});
export type TLawPackHeader = z.infer<typeof ZLawPackHeaderSchema>;

const ZLawPackEntrySchema = z.object({
  /** Path in the corpus without .md, e.g. 刑法/刑法. */
  path: z.string().min(1),
  metadata: ZMetadata.nullable(),
  /** The file's text as the corpus has it. */
  text: z.string(),
});
export type TLawPackEntry = z.infer<typeof ZLawPackEntrySchema>;

/** A pack that cannot be read, with the reason. */
export class LawPackError extends Error {}

/**
 * Writes a pack. Brotli at its highest quality with a 16 MB window: the same entries always
 * give the same bytes (no time stamp in the stream), and the texts share most of their phrases.
 */
export function encodeLawPack(header: TLawPackHeader, entries: TLawPackEntry[]): Buffer {
  const lines = [JSON.stringify(header), ...entries.map((entry) => JSON.stringify(entry))];
  const json = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

/** Reads a pack's header and entries; LawPackError when it is damaged or of another format. */
export function decodeLawPack(bytes: Buffer): { header: TLawPackHeader; entries: TLawPackEntry[] } {
  let text: string;
  try {
    text = brotliDecompressSync(bytes).toString('utf8');
  } catch {
    throw new LawPackError('法规包已损坏：无法解压');
  }
  const { header, lines } = splitLawPack(text);
  return { header, entries: checkCount(header, lines.map(parseEntryLine)) };
}

/** Lines read between two turns of the event loop when a serving process reads a pack. */
const LINES_PER_TURN = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * decodeLawPack for a process that serves meanwhile: Brotli in the thread pool, then the lines
 * and the parser a hundred at a time, giving requests a turn in between.
 */
export async function readLawPackFiles(
  bytes: Buffer,
): Promise<{ header: TLawPackHeader; files: TLawSourceFile[] }> {
  let text: string;
  try {
    text = (await promisify(brotliDecompress)(bytes)).toString('utf8');
  } catch {
    throw new LawPackError('法规包已损坏：无法解压');
  }
  const { header, lines } = splitLawPack(text);
  const entries: TLawPackEntry[] = [];
  const files: TLawSourceFile[] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_TURN) {
    await nextTurn();
    const chunk = lines
      .slice(start, start + LINES_PER_TURN)
      .map((line, index) => parseEntryLine(line, start + index));
    entries.push(...chunk);
    files.push(...lawPackFiles(chunk));
  }
  checkCount(header, entries);
  return { header, files };
}

function parseLine<T>(schema: z.ZodType<T>, line: string | undefined, what: string): T {
  try {
    return schema.parse(JSON.parse(line ?? ''));
  } catch {
    throw packDamaged(what);
  }
}

function splitLawPack(text: string): { header: TLawPackHeader; lines: string[] } {
  const lines = text.split('\n').filter((line) => line !== '');
  return { header: parseLine(ZLawPackHeaderSchema, lines[0], '文件头'), lines: lines.slice(1) };
}

function parseEntryLine(line: string, index: number): TLawPackEntry {
  return parseLine(ZLawPackEntrySchema, line, `第 ${index + 2} 行`);
}

function checkCount(header: TLawPackHeader, entries: TLawPackEntry[]): TLawPackEntry[] {
  if (entries.length !== header.files) {
    throw new LawPackError(
      `法规包不完整：文件头说有 ${header.files} 个文件，实有 ${entries.length} 个`,
    );
  }
  return entries;
}

function packDamaged(what: string): LawPackError {
  return new LawPackError(`法规包已损坏：${what}不是本格式`);
}

/** The pack's entries as source files for the document builder (the parser runs on each). */
export function lawPackFiles(entries: TLawPackEntry[]): TLawSourceFile[] {
  return entries.map((entry) => ({
    relativePath: entry.path,
    parsed: parseLawMarkdown(entry.text),
    metadata: entry.metadata ?? undefined,
    raw: entry.text,
  }));
}

/** SHA-256 of the pack's bytes, recorded once it is loaded: the same pack is not loaded again. */
export function lawPackChecksum(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
