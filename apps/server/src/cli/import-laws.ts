// npm run import:laws -- <folder> [--unresolved <file>]: imports a law corpus (LawRefBook
// Markdown layout, with its db.sqlite3 metadata when present) into the database `npm start`
// uses: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default ./data of the
// server package), then rebuilds the law graph. --unresolved writes every reference that named
// no article of the library to <file> (tab-separated). Stop the server first when it runs on
// PGlite: PGlite serves one process at a time.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrateDatabase } from '../platform/db/migrate';
import { importLawFolder } from '../modules/law/import-laws';
import {
  countByReason,
  unresolvedLine,
  unresolvedRow,
} from '../modules/law/graph/unresolved-listing';
import { fail, openCliDatabase } from './open-cli-database';
import { createProgressReporter } from './progress-bar';

const USAGE = '用法 / usage: npm run import:laws -- <folder> [--unresolved <file>]';
const args = process.argv.slice(2);
const unresolvedAt = args.indexOf('--unresolved');
const unresolvedArg = unresolvedAt >= 0 ? args[unresolvedAt + 1] : undefined;
if (unresolvedAt >= 0 && !unresolvedArg) fail(USAGE);
// The folder is the argument that is no option and not the --unresolved file (none without it).
const folderArg = args.find(
  (arg, at) => !arg.startsWith('--') && (unresolvedAt < 0 || at !== unresolvedAt + 1),
);
if (!folderArg) fail(USAGE);
const cwd = process.env.INIT_CWD ?? process.cwd();
const folder = resolve(cwd, folderArg);
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
  const kinds = Object.entries(graph.byKind).map(([kind, count]) => `${kind} ${count}`);
  console.log(
    `引用 ${graph.edges} 条（明确引用 ${graph.byBasis.cites ?? 0}，按主题推断 ${graph.byBasis.subject ?? 0}；` +
      `${kinds.join('，')}），罪名 ${graph.charges} 条，` +
      `未能对应的引用 ${graph.unresolved} 处（${countByReason(graph.allUnresolved)}），` +
      `用时 ${graph.seconds.toFixed(1)} 秒`,
  );
  console.log(`最常见的 ${graph.topUnresolved.length} 个：`);
  for (const miss of graph.topUnresolved) console.log(`  ${unresolvedLine(miss)}`);
  if (unresolvedArg) {
    const file = resolve(cwd, unresolvedArg);
    writeFileSync(
      file,
      ['次数\t原因\t引用\t首次出现', ...graph.allUnresolved.map(unresolvedRow)].join('\n') + '\n',
    );
    console.log(`全部 ${graph.allUnresolved.length} 个不同的未能对应的引用已写入 ${file}`);
  } else if (graph.allUnresolved.length > graph.topUnresolved.length) {
    console.log(`全部列表：加 --unresolved <文件>`);
  }
} finally {
  await database.close();
}
