import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../platform/config/config';
import type { TDb } from '../platform/db/database';
import { migrateDatabase } from '../platform/db/migrate';
import { findPackageRoot } from '../platform/paths';
import { createLocalStorage } from '../platform/storage/local-storage';
import { createMediaRepository } from '../modules/media/media.repository';
import { registerMediaFile } from '../modules/media/register-media-file';
import type { TRegisterFile } from '../modules/media/media.types';
import { fail, openCliDatabase } from './open-cli-database';
import { createProgressReporter } from './progress-bar';

/** What an importer of folders with files (courses, books) is given. */
export type TStorageImportDeps = {
  db: TDb;
  registerFile: (input: TRegisterFile) => ReturnType<typeof registerMediaFile>;
  now: () => Date;
  onProgress: (done: number, total: number) => void;
};

type TStorageImport<R> = {
  /** The npm script, for the usage line: `import:courses`. */
  command: string;
  /** The manifest a folder holds: `course.json`. */
  manifest: string;
  /** What the files are, in the first line: 媒体文件. */
  filesLabel: string;
  run: (deps: TStorageImportDeps, folder: string) => Promise<R[]>;
  print: (result: R) => void;
  imported: (result: R) => boolean;
};

/**
 * The command line of an importer that copies files into the storage: checks the folder argument,
 * opens the database `npm start` uses and the storage (STORAGE_DIR, relative to the server's
 * package folder as for the server), migrates, runs the importer with a progress bar per item,
 * prints each result, and sets the exit code: 0 when every item was imported, 2 otherwise.
 */
export async function runStorageImport<R>(options: TStorageImport<R>): Promise<void> {
  const [folderArg] = process.argv.slice(2);
  if (!folderArg) fail(`用法 / usage: npm run ${options.command} -- <folder>`);
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), folderArg);
  if (!existsSync(folder)) fail(`找不到文件夹：${folder}`);
  if (!statSync(folder).isDirectory()) fail(`不是文件夹：${folder}`);

  const { database, where } = await openCliDatabase();
  const config = loadConfig();
  const serverRoot = fileURLToPath(findPackageRoot(import.meta.url));
  const storageDir = resolve(serverRoot, config.STORAGE_DIR ?? join(config.DATA_DIR, 'files'));
  const storage = createLocalStorage(storageDir);
  const files = createMediaRepository(database.db);
  try {
    process.stderr.write(`导入 ${folder} → ${where}，${options.filesLabel} → ${storageDir}\n`);
    await migrateDatabase(database);
    let progress = createProgressReporter(process.stderr);
    const results = await options.run(
      {
        db: database.db,
        registerFile: (input) => registerMediaFile({ files, storage }, input),
        now: () => new Date(),
        onProgress: (done, total) => {
          progress.update(done, total);
          if (done === total) {
            progress.finish();
            progress = createProgressReporter(process.stderr);
          }
        },
      },
      folder,
    );
    if (results.length === 0) fail(`${folder} 中没有 ${options.manifest}`);
    results.forEach(options.print);
    process.exitCode = results.every(options.imported) ? 0 : 2;
  } finally {
    await database.close();
  }
}
