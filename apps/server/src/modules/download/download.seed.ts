import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findPackageRoot } from '../../platform/paths';
import {
  importDownloads,
  type TDownloadImportDeps,
  type TDownloadImportResult,
} from './import-downloads';

/** The repository's demo download folder (docs/download-format.md). */
export const DEMO_DOWNLOADS_DIR = fileURLToPath(
  new URL('src/modules/download/demo/', findPackageRoot(import.meta.url)),
);

/** Imports the demo downloads, when the folder is there; answers what each entry gave. */
export async function seedDemoDownloads(
  deps: TDownloadImportDeps,
  folder = DEMO_DOWNLOADS_DIR,
): Promise<TDownloadImportResult[]> {
  if (!existsSync(folder)) return [];
  return importDownloads(deps, folder);
}
