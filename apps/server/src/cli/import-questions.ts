// npm run import:questions -- <file>: imports a question file, JEC-QA JSON Lines or our own
// format (docs/question-format.md), into the database `npm start` uses: PostgreSQL when
// DATABASE_URL is set, else PGlite in DATA_DIR (default ./data of the server package).
// Stop the server first when it runs on PGlite: PGlite serves one process at a time.
// Exit 0 once the file was read (rejected lines are listed), 2 when it cannot be.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrateDatabase } from '../platform/db/migrate';
import {
  importQuestionFile,
  type TQuestionImportSummary,
} from '../modules/tiku/import/import-questions';
import { QuestionFileFormatError } from '../modules/tiku/import/parse-question-file';
import { fail, openCliDatabase } from './open-cli-database';
import { createProgressReporter } from './progress-bar';

const FORMAT_NAMES = { yzfk: '本站格式', jecqa: 'JEC-QA 格式' } as const;

function printSummary(summary: TQuestionImportSummary): void {
  const { questions, papers, unplaced, rejected } = summary;
  console.log(
    `${FORMAT_NAMES[summary.format]}，读取 ${summary.lines} 行：` +
      `题目 ${questions.total}（新增 ${questions.created}，更新 ${questions.updated}，未变 ${questions.unchanged}），` +
      `试卷 ${papers.total}（新增 ${papers.created}，更新 ${papers.updated}，未变 ${papers.unchanged}），` +
      `拒绝 ${rejected.length} 行，用时 ${summary.seconds.toFixed(1)} 秒`,
  );
  if (questions.created + questions.updated + papers.created + papers.updated === 0) {
    console.log('没有新增或更新的内容：数据库已与文件一致。');
  }
  if (unplaced.general + unplaced.withoutChapter > 0) {
    console.log(
      `归类：${unplaced.general} 题未能判断科目（归入“综合”），${unplaced.withoutChapter} 题未能判断章节`,
    );
  }
  for (const rejection of rejected) console.log(`  第 ${rejection.line} 行：${rejection.reason}`);
}

const [fileArg] = process.argv.slice(2);
if (!fileArg) fail('用法 / usage: npm run import:questions -- <file>');
const file = resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
if (!existsSync(file)) fail(`找不到文件：${file}`);
if (!statSync(file).isFile()) fail(`不是文件：${file}`);

const { database, where } = await openCliDatabase();
let exitCode = 0;
try {
  process.stderr.write(`导入 ${file} → ${where}\n`);
  await migrateDatabase(database);
  const progress = createProgressReporter(process.stderr);
  const summary = await importQuestionFile(database.db, file, { onProgress: progress.update });
  progress.finish();
  printSummary(summary);
} catch (error) {
  if (!(error instanceof QuestionFileFormatError)) throw error;
  process.stderr.write(`无法导入 ${file}：${error.message}\n`);
  exitCode = 2;
} finally {
  await database.close();
}
process.exitCode = exitCode;
