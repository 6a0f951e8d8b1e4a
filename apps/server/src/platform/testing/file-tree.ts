import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// Import tests read folders (laws, courses, books): one way to lay their files out on disk.

/** Writes each file at its relative path below the folder, making the folders it needs. */
export function writeFileTree(folder: string, files: Record<string, string | Buffer>): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

/** A new temp folder (its name starting with the prefix) holding the files; answers its path. */
export function tempFileTree(prefix: string, files: Record<string, string | Buffer>): string {
  return writeFileTree(mkdtempSync(join(tmpdir(), prefix)), files);
}
