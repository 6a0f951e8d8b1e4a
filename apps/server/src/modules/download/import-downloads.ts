import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { TDb } from '../../platform/db/database';
import type { TRegisterFile } from '../media/media.types';
import {
  DOWNLOAD_MANIFEST_NAME,
  DOWNLOAD_TYPES,
  extensionOf,
  parseDownloadManifest,
  type TDownloadExtension,
} from './download-manifest';
import { createDownloadRepository } from './download.repository';

// Imports a download folder (docs/download-format.md): reads manifest.json, then per entry
// copies the file into the storage as a media file with the entry's access rule and writes the
// entry by key. A bad entry or a missing file is rejected with its reason; the rest is imported.
// Importing again updates the same rows (their download counts kept) and the same media files.

export type TDownloadImportDeps = {
  db: TDb;
  /** Puts a file into the storage and records it as a media file (the media module's rule). */
  registerFile: (input: TRegisterFile) => Promise<{ id: number; byteSize: number }>;
  /** Called after each entry: done and total. */
  onProgress?: (done: number, total: number) => void;
};

export type TDownloadImportResult =
  | { status: 'imported'; key: string; id: number; title: string; created: boolean }
  | { status: 'rejected'; key: string; reason: string };

/** The absolute path of a manifest's file, or undefined when it would leave the folder. */
function inside(folder: string, file: string): string | undefined {
  const root = resolve(folder);
  const path = resolve(root, file);
  return path.startsWith(root + sep) ? path : undefined;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Imports the folder's manifest.json: one result per entry, imported or rejected with why; a
 * manifest that cannot be read at all (no file, not JSON, wrong envelope) is one rejection.
 */
export async function importDownloads(
  deps: TDownloadImportDeps,
  folder: string,
): Promise<TDownloadImportResult[]> {
  let text: string;
  try {
    text = await readFile(join(folder, DOWNLOAD_MANIFEST_NAME), 'utf8');
  } catch {
    return [{ status: 'rejected', key: DOWNLOAD_MANIFEST_NAME, reason: '找不到该文件' }];
  }
  const parsed = parseDownloadManifest(text);
  if (!parsed.ok)
    return [{ status: 'rejected', key: DOWNLOAD_MANIFEST_NAME, reason: parsed.reason }];
  const repository = createDownloadRepository(deps.db);
  const results: TDownloadImportResult[] = parsed.rejected.map((r) => ({
    status: 'rejected',
    key: r.entry,
    reason: r.reason,
  }));
  const total = parsed.entries.length;
  let done = 0;
  for (const entry of parsed.entries) {
    const path = inside(folder, entry.file);
    if (!path || !(await isFile(path))) {
      results.push({ status: 'rejected', key: entry.key, reason: `文件不存在：${entry.file}` });
    } else {
      const extension = extensionOf(entry.file) as TDownloadExtension;
      const contentType = DOWNLOAD_TYPES[extension];
      const media = await deps.registerFile({
        key: `downloads/${entry.key}.${extension}`,
        source: { path },
        contentType,
        access: entry.access,
      });
      const saved = await repository.upsert({
        key: entry.key,
        title: entry.title,
        category: entry.category,
        description: entry.description,
        mediaFileId: media.id,
        fileName: entry.file.slice(entry.file.lastIndexOf('/') + 1),
        contentType,
        byteSize: media.byteSize,
        access: entry.access,
        // A date is published at the start of that day in China time.
        publishedAt: new Date(`${entry.publishedAt}T00:00:00+08:00`),
      });
      results.push({
        status: 'imported',
        key: entry.key,
        id: saved.id,
        title: entry.title,
        created: saved.created,
      });
    }
    done += 1;
    deps.onProgress?.(done, total);
  }
  return results;
}
