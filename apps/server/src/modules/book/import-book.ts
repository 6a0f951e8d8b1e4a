import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { TBookContentsNode, TMindMapNode } from '@yzfk/contract/calls/book';
import type { TDb } from '../../platform/db/database';
import type { TRegisterFile } from '../media/media.types';
import { probeDuration } from '../../platform/media/probe-duration';
import { saveImportedBook, type TAudioChapterRow } from './book-import.repository';
import {
  AUDIO_FORMATS,
  COVER_FORMATS,
  extensionOf,
  parseBookManifest,
  type TBookManifest,
} from './book-manifest';
import { mindMapProblem, normaliseMindMap } from './mind-map';
import { readEpub, type TEpubFacts } from './read-epub';
import { readPdf, type TPdfFacts } from './read-pdf';
import { readXmindMap, titlesOnly } from './read-xmind';

// Imports book folders (docs/book-format.md): reads and checks book.json, reads the EPUB's
// facts and contents and the PDF's page count and outline, probes the audiobook's chapters,
// copies the files into the storage, then writes the book in one transaction. A bad file is
// rejected with its name and reason and the rest is imported; a bad manifest, or a book left
// with neither an EPUB nor a PDF, refuses the whole book and stores nothing of it.

export const BOOK_MANIFEST_NAME = 'book.json';

/** The largest EPUB or PDF read into memory to take its facts (the copy is streamed). */
const MAX_BOOK_FILE_BYTES = 500 * 1024 * 1024;
const MAX_MIND_MAP_BYTES = 2 * 1024 * 1024;

export type TBookImportDeps = {
  db: TDb;
  /** Puts a file into the storage and records it as a media file (the media module's rule). */
  registerFile: (input: TRegisterFile) => Promise<{ id: number }>;
  now: () => Date;
  /** Called after each file of the folder: done and total. */
  onProgress?: (done: number, total: number) => void;
};

export type TRejection = { file: string; reason: string };

export type TBookImport =
  | {
      folder: string;
      status: 'imported';
      key: string;
      bookId: number;
      title: string;
      created: boolean;
      formats: string[];
      audioChapters: number;
      rejected: TRejection[];
    }
  | { folder: string; status: 'refused'; reason: string; rejected: TRejection[] };

/** The absolute path of a manifest's file, or undefined when it would leave the folder. */
function inside(folder: string, file: string): string | undefined {
  const root = resolve(folder);
  const path = resolve(root, file);
  return path.startsWith(root + sep) ? path : undefined;
}

/** The size of a regular file inside the folder, or why it cannot be used. */
async function fileSize(
  folder: string,
  file: string,
): Promise<{ path: string; size: number } | string> {
  const path = inside(folder, file);
  if (!path) return '文件名不合法';
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : '不是文件';
  } catch {
    return '文件不存在';
  }
}

/** What a book file gave: its facts, or why it was rejected. */
async function readBookFile<T>(
  folder: string,
  file: string,
  read: (bytes: Uint8Array) => Promise<T>,
): Promise<{ path: string; facts: T } | string> {
  const found = await fileSize(folder, file);
  if (typeof found === 'string') return found;
  if (found.size > MAX_BOOK_FILE_BYTES) return '文件超过 500 MB';
  try {
    return { path: found.path, facts: await read(await readFile(found.path)) };
  } catch (error) {
    return error instanceof Error ? error.message : '无法读取';
  }
}

/** Gives PDF outline pages to EPUB contents entries of the same title (both formats present). */
function withPages(contents: TBookContentsNode[], pdf: TBookContentsNode[]): TBookContentsNode[] {
  const pages = new Map<string, number>();
  const collect = (nodes: TBookContentsNode[]) => {
    for (const node of nodes) {
      if (node.page !== undefined && !pages.has(node.title)) pages.set(node.title, node.page);
      collect(node.children);
    }
  };
  collect(pdf);
  const merge = (nodes: TBookContentsNode[]): TBookContentsNode[] =>
    nodes.map((node) => {
      const page = pages.get(node.title);
      return { ...node, ...(page !== undefined ? { page } : {}), children: merge(node.children) };
    });
  return merge(contents);
}

/**
 * Reads and checks the mind map file, our JSON tree or an XMind file (its titles): the map, or
 * a rejection. Both meet the same caps.
 */
async function readMindMap(folder: string, file: string): Promise<TMindMapNode | string> {
  const found = await fileSize(folder, file);
  if (typeof found === 'string') return found;
  if (found.size > MAX_MIND_MAP_BYTES) return '思维导图文件超过 2 MB';
  let value: unknown;
  if (extensionOf(file) === 'xmind') {
    const tree = await readXmindMap(await readFile(found.path));
    if (typeof tree === 'string') return tree;
    value = titlesOnly(tree);
  } else {
    try {
      value = JSON.parse(await readFile(found.path, 'utf8'));
    } catch {
      return '不是合法的 JSON';
    }
  }
  const problem = mindMapProblem(value);
  return problem ?? normaliseMindMap(value as { title: string; children?: unknown[] });
}

/** Checks, probes and stores the audiobook chapters; answers the rows kept. */
async function importAudio(
  deps: TBookImportDeps,
  folder: string,
  manifest: TBookManifest,
  fileAccess: TRegisterFile['access'],
  rejected: TRejection[],
  tick: () => void,
): Promise<TAudioChapterRow[]> {
  const rows: TAudioChapterRow[] = [];
  for (const chapter of manifest.audio ?? []) {
    const extension = extensionOf(chapter.file) as keyof typeof AUDIO_FORMATS;
    const found = await fileSize(folder, chapter.file);
    const probe =
      typeof found === 'string'
        ? { ok: false as const, reason: found }
        : await probeDuration(found.path, AUDIO_FORMATS[extension], found.size);
    if (!probe.ok || typeof found === 'string') {
      rejected.push({ file: chapter.file, reason: probe.ok ? '无法读取' : probe.reason });
    } else {
      const media = await deps.registerFile({
        key: `books/${manifest.key}/audio-${chapter.key}.${extension}`,
        source: { path: found.path },
        contentType: AUDIO_FORMATS[extension],
        access: fileAccess,
        durationMs: probe.durationMs,
      });
      rows.push({
        key: chapter.key,
        title: chapter.title,
        mediaFileId: media.id,
        durationMs: probe.durationMs,
      });
    }
    tick();
  }
  return rows;
}

/** Stores the manifest's cover, else the EPUB's; answers its media id or null. */
async function importCover(
  deps: TBookImportDeps,
  folder: string,
  manifest: TBookManifest,
  epub: TEpubFacts | undefined,
  rejected: TRejection[],
): Promise<number | null> {
  if (manifest.cover !== undefined) {
    const extension = extensionOf(manifest.cover) as keyof typeof COVER_FORMATS;
    const found = await fileSize(folder, manifest.cover);
    if (typeof found === 'string') {
      rejected.push({ file: manifest.cover, reason: found });
    } else {
      const media = await deps.registerFile({
        key: `books/${manifest.key}/cover.${extension}`,
        source: { path: found.path },
        contentType: COVER_FORMATS[extension],
        access: 'free',
      });
      return media.id;
    }
  }
  if (!epub?.cover) return null;
  const media = await deps.registerFile({
    key: `books/${manifest.key}/cover.${epub.cover.extension}`,
    source: { bytes: epub.cover.bytes },
    contentType: COVER_FORMATS[epub.cover.extension],
    access: 'free',
  });
  return media.id;
}

/** Imports one book folder (the folder holding book.json). */
export async function importBookFolder(
  deps: TBookImportDeps,
  folder: string,
): Promise<TBookImport> {
  let text: string;
  try {
    text = await readFile(join(folder, BOOK_MANIFEST_NAME), 'utf8');
  } catch {
    return { folder, status: 'refused', reason: `找不到 ${BOOK_MANIFEST_NAME}`, rejected: [] };
  }
  const parsed = parseBookManifest(text);
  if (!parsed.ok) return { folder, status: 'refused', reason: parsed.reason, rejected: [] };
  const manifest = parsed.manifest;
  const fileAccess = manifest.access === 'code' ? 'book' : manifest.access;
  const rejected: TRejection[] = [];
  const total =
    (manifest.epub ? 1 : 0) + (manifest.pdf ? 1 : 0) + (manifest.audio?.length ?? 0) + 1;
  let done = 0;
  const tick = () => deps.onProgress?.(++done, total);

  let epub: { path: string; facts: TEpubFacts } | undefined;
  if (manifest.epub) {
    const result = await readBookFile(folder, manifest.epub, readEpub);
    if (typeof result === 'string') rejected.push({ file: manifest.epub, reason: result });
    else epub = result;
    tick();
  }
  let pdf: { path: string; facts: TPdfFacts } | undefined;
  if (manifest.pdf) {
    const result = await readBookFile(folder, manifest.pdf, readPdf);
    if (typeof result === 'string') rejected.push({ file: manifest.pdf, reason: result });
    else pdf = result;
    tick();
  }
  if (!epub && !pdf) {
    return { folder, status: 'refused', reason: '没有可导入的 EPUB 或 PDF', rejected };
  }
  const title = manifest.title ?? epub?.facts.title;
  if (!title) {
    return {
      folder,
      status: 'refused',
      reason: 'EPUB 没有书名，请在 book.json 中写明 title',
      rejected,
    };
  }

  let mindMap: TMindMapNode | null = null;
  if (manifest.mindMap) {
    const result = await readMindMap(folder, manifest.mindMap);
    if (typeof result === 'string') rejected.push({ file: manifest.mindMap, reason: result });
    else mindMap = result;
  }
  const epubFile = epub
    ? await deps.registerFile({
        key: `books/${manifest.key}/book.epub`,
        source: { path: epub.path },
        contentType: 'application/epub+zip',
        access: fileAccess,
      })
    : undefined;
  const pdfFile = pdf
    ? await deps.registerFile({
        key: `books/${manifest.key}/book.pdf`,
        source: { path: pdf.path },
        contentType: 'application/pdf',
        access: fileAccess,
      })
    : undefined;
  const chapters = await importAudio(deps, folder, manifest, fileAccess, rejected, tick);
  const coverFileId = await importCover(deps, folder, manifest, epub?.facts, rejected);
  tick();

  const contents = epub
    ? withPages(epub.facts.contents, pdf?.facts.contents ?? [])
    : (pdf?.facts.contents ?? []);
  const formats = [...(epubFile ? ['epub'] : []), ...(pdfFile ? ['pdf'] : [])];
  const { bookId, created } = await deps.db.transaction((tx) =>
    saveImportedBook(
      tx,
      {
        key: manifest.key,
        title,
        authors: manifest.authors ?? (epub?.facts.authors.length ? epub.facts.authors : ['佚名']),
        publisher: manifest.publisher ?? epub?.facts.publisher ?? '',
        isbn: manifest.isbn ?? epub?.facts.isbn ?? null,
        edition: manifest.edition ?? null,
        publishedOn: manifest.publishedOn ?? null,
        category: manifest.category,
        coverFileId,
        description: manifest.description,
        contents,
        epubFileId: epubFile?.id ?? null,
        pdfFileId: pdfFile?.id ?? null,
        pdfPageCount: pdf?.facts.pageCount ?? null,
        access: manifest.access,
        mindMap,
      },
      chapters,
      (manifest.audio ?? []).map((chapter) => chapter.key),
      deps.now(),
    ),
  );
  return {
    folder,
    status: 'imported',
    key: manifest.key,
    bookId,
    title,
    created,
    formats,
    audioChapters: chapters.length,
    rejected,
  };
}

/** The book folders under a path: itself when it holds book.json, else its sub-folders that do. */
export async function findBookFolders(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true });
  if (entries.some((entry) => entry.isFile() && entry.name === BOOK_MANIFEST_NAME)) return [path];
  const folders: string[] = [];
  for (const entry of entries.filter((e) => e.isDirectory() && !e.name.startsWith('.'))) {
    const sub = join(path, entry.name);
    if ((await readdir(sub)).includes(BOOK_MANIFEST_NAME)) folders.push(sub);
  }
  return folders.sort();
}

/** Imports a book folder or every book folder in a folder. */
export async function importBooks(deps: TBookImportDeps, path: string): Promise<TBookImport[]> {
  const results: TBookImport[] = [];
  for (const folder of await findBookFolders(path)) {
    results.push(await importBookFolder(deps, folder));
  }
  return results;
}
