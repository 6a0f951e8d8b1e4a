import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { findPackageRoot } from '../../platform/paths';
import type { TStorage } from '../../platform/storage/storage';
import type { TRegisterFile } from '../media/register-media-file';
import { importBooks, type TBookImport, type TBookImportDeps } from './import-book';

/** The repository's demo books: one book folder each (docs/book-format.md). */
export const DEMO_BOOKS_DIR = fileURLToPath(
  new URL('src/modules/book/demo/', findPackageRoot(import.meta.url)),
);

/** The demo book whose code the seed prints (access `code`). */
export const DEMO_CODE_BOOK_KEY = 'demo-xianfa-2018';

/**
 * A registerFile that does not copy a file again when the stored copy is unchanged: the same
 * size and not older than the source. A restart then only checks the demo files.
 */
export function skipUnchangedFiles(
  storage: TStorage,
  registerFile: TBookImportDeps['registerFile'],
): TBookImportDeps['registerFile'] {
  return async (input: TRegisterFile) => {
    if (input.source && 'path' in input.source) {
      const [stored, source] = await Promise.all([
        storage.stat(input.key),
        stat(input.source.path),
      ]);
      if (stored && stored.size === source.size && stored.modifiedAt >= source.mtime) {
        return registerFile({ ...input, source: undefined });
      }
    }
    return registerFile(input);
  };
}

/** Imports the demo book folders, when there are any; answers what each folder gave. */
export async function seedDemoBooks(
  deps: TBookImportDeps,
  folder = DEMO_BOOKS_DIR,
): Promise<TBookImport[]> {
  if (!existsSync(folder)) return [];
  return importBooks(deps, folder);
}
