// npm run import:articles -- <folder>: imports a folder of article files (docs/article-format.md)
// into the database `npm start` uses (PostgreSQL when DATABASE_URL is set, else PGlite in
// DATA_DIR). Stop the server first when it runs on PGlite: PGlite serves one process at a time.
// Exit 0 when every file was imported (or unchanged), 2 when a file was rejected (the others
// are imported all the same) or the folder holds no .md file.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrateDatabase } from '../platform/db/migrate';
import { importArticles, type TArticleImportResult } from '../modules/article/import-articles';
import { fail, openCliDatabase } from './open-cli-database';
import { createProgressReporter } from './progress-bar';

const LABELS: Record<TArticleImportResult['status'], string> = {
  created: '新增',
  updated: '更新',
  unchanged: '未变',
  rejected: '拒绝',
};

const [folderArg] = process.argv.slice(2);
if (!folderArg) fail('用法 / usage: npm run import:articles -- <folder>');
const folder = resolve(process.env.INIT_CWD ?? process.cwd(), folderArg);
if (!existsSync(folder)) fail(`找不到文件夹：${folder}`);
if (!statSync(folder).isDirectory()) fail(`不是文件夹：${folder}`);

const { database, where } = await openCliDatabase();
try {
  process.stderr.write(`导入 ${folder} → ${where}\n`);
  await migrateDatabase(database);
  const progress = createProgressReporter(process.stderr);
  const results = await importArticles(
    {
      db: database.db,
      now: () => new Date(),
      onProgress: (done, total) => progress.update(done, total),
    },
    folder,
  );
  progress.finish();
  if (results.length === 0) fail(`${folder} 中没有 .md 文件`);
  for (const result of results) {
    console.log(
      `${result.file}：${LABELS[result.status]}${result.reason ? `，${result.reason}` : ''}`,
    );
  }
  const rejected = results.filter((result) => result.status === 'rejected').length;
  console.log(
    `共 ${results.length} 个文件，导入 ${results.length - rejected} 个，拒绝 ${rejected} 个`,
  );
  process.exitCode = rejected === 0 ? 0 : 2;
} finally {
  await database.close();
}
