// npm run import:books -- <folder>: imports a book folder, or a folder of book folders
// (docs/book-format.md), into the database `npm start` uses (PostgreSQL when DATABASE_URL is
// set, else PGlite in DATA_DIR), copying the files into the storage (STORAGE_DIR).
// Stop the server first when it runs on PGlite: PGlite serves one process at a time.
// Exit 0 when every book was imported (rejected files are listed), 2 when a folder cannot be
// read or a book was refused.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../platform/config/config';
import { findPackageRoot } from '../platform/paths';
import { migrateDatabase } from '../platform/db/migrate';
import { createLocalStorage } from '../platform/storage/local-storage';
import { createMediaRepository } from '../modules/media/media.repository';
import { registerMediaFile } from '../modules/media/register-media-file';
import { importBooks, type TBookImport } from '../modules/book/import-book';
import { fail, openCliDatabase } from './open-cli-database';
import { createProgressReporter } from './progress-bar';

function printResult(result: TBookImport): void {
  if (result.status === 'imported') {
    const formats = result.formats.join('、').toUpperCase();
    console.log(
      `${result.key}：${result.created ? '新增' : '更新'}《${result.title}》，格式 ${formats}，有声书 ${result.audioChapters} 章，拒绝 ${result.rejected.length} 个文件`,
    );
  } else {
    console.log(`${result.folder}：未导入，${result.reason}`);
  }
  for (const rejection of result.rejected) console.log(`  ${rejection.file}：${rejection.reason}`);
}

const [folderArg] = process.argv.slice(2);
if (!folderArg) fail('用法 / usage: npm run import:books -- <folder>');
const folder = resolve(process.env.INIT_CWD ?? process.cwd(), folderArg);
if (!existsSync(folder)) fail(`找不到文件夹：${folder}`);
if (!statSync(folder).isDirectory()) fail(`不是文件夹：${folder}`);

const { database, where } = await openCliDatabase();
const config = loadConfig();
// As for the server, which runs in its package folder: relative folders start there.
const serverRoot = fileURLToPath(findPackageRoot(import.meta.url));
const storageDir = resolve(serverRoot, config.STORAGE_DIR ?? join(config.DATA_DIR, 'files'));
const storage = createLocalStorage(storageDir);
const files = createMediaRepository(database.db);
try {
  process.stderr.write(`导入 ${folder} → ${where}，图书文件 → ${storageDir}\n`);
  await migrateDatabase(database);
  let progress = createProgressReporter(process.stderr);
  const results = await importBooks(
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
  if (results.length === 0) fail(`${folder} 中没有 book.json`);
  results.forEach(printResult);
  process.exitCode = results.every((result) => result.status === 'imported') ? 0 : 2;
} finally {
  await database.close();
}
