// npm run import:concepts -- [file]: imports a concept file (docs/concept-format.md; default:
// the server's own src/modules/law/concepts/concepts.json) into the database `npm start`
// uses, then says which concepts name an article the imported laws do not bear out.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrateDatabase } from '../platform/db/migrate';
import { readConceptEntries } from '../modules/law/concepts/concept-file';
import { checkConcepts } from '../modules/law/concepts/check-concepts';
import { defaultConcepts, importConcepts } from '../modules/law/concepts/import-concepts';
import { fail, openCliDatabase } from './open-cli-database';

const [fileArg] = process.argv.slice(2);
let json: unknown = defaultConcepts;
if (fileArg) {
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  if (!existsSync(file)) fail(`找不到文件：${file}`);
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`不是有效的 JSON：${file}（${(error as Error).message}）`);
  }
}

const { database, where } = await openCliDatabase();
try {
  process.stderr.write(`导入概念 → ${where}\n`);
  await migrateDatabase(database);
  const summary = await importConcepts(database.db, json);
  console.log(`概念 ${summary.imported} 个已导入，拒绝 ${summary.rejected.length} 行`);
  for (const row of summary.rejected) {
    console.log(`  拒绝第 ${row.index + 1} 行 ${row.name}：${row.reason}`);
  }
  const problems = await checkConcepts(database.db, readConceptEntries(json).concepts);
  for (const problem of problems) {
    console.log(`  未核实 ${problem.name}：${problem.law} ${problem.number}，${problem.reason}`);
  }
  if (problems.length > 0) console.log(`${problems.length} 个条文未能核实（法规未导入或条号有误）`);
} finally {
  await database.close();
}
