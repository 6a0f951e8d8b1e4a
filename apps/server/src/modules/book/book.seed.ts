import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findPackageRoot } from '../../platform/paths';
import { importBooks, type TBookImport, type TBookImportDeps } from './import-book';

/** The repository's demo books: one book folder each (docs/book-format.md). */
export const DEMO_BOOKS_DIR = fileURLToPath(
  new URL('src/modules/book/demo/', findPackageRoot(import.meta.url)),
);

/** The demo book whose code the seed prints (access `code`). */
export const DEMO_CODE_BOOK_KEY = 'demo-xianfa-2018';

/** Imports the demo book folders, when there are any; answers what each folder gave. */
export async function seedDemoBooks(
  deps: TBookImportDeps,
  folder = DEMO_BOOKS_DIR,
): Promise<TBookImport[]> {
  if (!existsSync(folder)) return [];
  return importBooks(deps, folder);
}
