import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TDb } from '../../platform/db/database';
import { findPackageRoot } from '../../platform/paths';
import { importArticles, type TArticleImportResult } from './import-articles';

/** The repository's demo articles: original short pieces written for the demo. */
export const DEMO_ARTICLES_DIR = fileURLToPath(
  new URL('src/modules/article/demo/', findPackageRoot(import.meta.url)),
);

/** Imports the demo articles (idempotent: unchanged files are left as they are). */
export async function seedDemoArticles(
  db: TDb,
  now: Date,
  folder = DEMO_ARTICLES_DIR,
): Promise<TArticleImportResult[]> {
  if (!existsSync(folder)) return [];
  return importArticles({ db, now: () => now }, folder);
}
