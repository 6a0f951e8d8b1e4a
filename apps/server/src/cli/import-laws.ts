// npm run import:laws -- <folder>: imports a law corpus (LawRefBook Markdown layout, with its
// db.sqlite3 metadata when present) into the database `npm start` uses: PostgreSQL when
// DATABASE_URL is set, else PGlite in DATA_DIR (default ./data of the server package).
// Stop the server first when it runs on PGlite: PGlite serves one process at a time.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrateDatabase } from '../platform/db/migrate';
import { importLawFolder } from '../modules/law/import-laws';
import { articleKeyText } from '../modules/law/graph/extract-citations';
import { fail, openCliDatabase } from './open-cli-database';
import { createProgressReporter } from './progress-bar';

const [folderArg] = process.argv.slice(2);
if (!folderArg) fail('用法 / usage: npm run import:laws -- <folder>');
const folder = resolve(process.env.INIT_CWD ?? process.cwd(), folderArg);
if (!existsSync(folder) || !statSync(folder).isDirectory()) fail(`找不到文件夹：${folder}`);

const { database, where } = await openCliDatabase();
try {
  process.stderr.write(`导入 ${folder} → ${where}\n`);
  await migrateDatabase(database);
  const progress = createProgressReporter(process.stderr);
  const summary = await importLawFolder(database.db, folder, { onProgress: progress.update });
  progress.finish();
  console.log(
    `文档 ${summary.documents}（新增 ${summary.created}，更新 ${summary.updated}，未变 ${summary.unchanged}），` +
      `条文 ${summary.articles}，跳过文件 ${summary.skipped.length}，用时 ${summary.seconds.toFixed(1)} 秒`,
  );
  for (const skipped of summary.skipped) console.log(`  跳过 ${skipped.file}：${skipped.reason}`);
  const { graph } = summary;
  console.log(
    `引用 ${graph.edges} 条，罪名 ${graph.charges} 条，未能对应的引用 ${graph.unresolved} 处` +
      `（用时 ${graph.seconds.toFixed(1)} 秒；最常见的 ${graph.topUnresolved.length} 个如下）`,
  );
  for (const miss of graph.topUnresolved)
    console.log(
      `  《${miss.name}》${articleKeyText(miss.article)} × ${miss.count}：${miss.reason}`,
    );
} finally {
  await database.close();
}
