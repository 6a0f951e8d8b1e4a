// npm run make:law-pack -- <corpus folder> [pack file]: writes the law pack (decision 0035)
// from a LawRefBook-layout corpus, by default ../shared/data/laws-cn into the server's
// src/modules/law/pack/laws-cn.lawpack. Official texts only: every file left out is listed
// with its reason. The same corpus always gives the same bytes.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildLawDocuments, readLawFiles } from '../modules/law/import-laws';
import { levelOfFile } from '../modules/law/build-law-document';
import {
  encodeLawPack,
  LAW_PACK_FORMAT,
  LAW_PACK_VERSION,
  lawPackChecksum,
  OFFICIAL_LAW_LEVELS,
  type TLawPackEntry,
} from '../modules/law/pack/law-pack-format';
import { BUNDLED_LAW_PACK } from '../modules/law/pack/bundled-law-pack';
import { fail } from './open-cli-database';

const [folderArg, outArg] = process.argv.slice(2);
if (!folderArg) fail('用法 / usage: npm run make:law-pack -- <corpus folder> [pack file]');
const cwd = process.env.INIT_CWD ?? process.cwd();
const folder = resolve(cwd, folderArg);
if (!existsSync(folder) || !statSync(folder).isDirectory()) fail(`找不到文件夹：${folder}`);
const out = outArg ? resolve(cwd, outArg) : BUNDLED_LAW_PACK;
const commitFile = join(folder, 'SOURCE_COMMIT');
const sourceCommit = existsSync(commitFile) ? readFileSync(commitFile, 'utf8').trim() : 'unknown';

const started = performance.now();
const { files, skipped } = readLawFiles(folder);
const official = files.filter((file) =>
  OFFICIAL_LAW_LEVELS.includes(levelOfFile(file.relativePath, file.metadata)),
);
const excluded = [
  ...skipped,
  ...files
    .filter((file) => !official.includes(file))
    .map((file) => ({
      file: `${file.relativePath}.md`,
      reason: `级别「${levelOfFile(file.relativePath, file.metadata)}」不是官方文本（只收${OFFICIAL_LAW_LEVELS.join('、')}）；地方性法规等用 npm run import:laws 导入`,
    })),
].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
const { docs } = buildLawDocuments(official);
const entries: TLawPackEntry[] = official
  .map((file) => ({ path: file.relativePath, metadata: file.metadata ?? null, text: file.raw }))
  .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
const bytes = encodeLawPack(
  {
    format: LAW_PACK_FORMAT,
    version: LAW_PACK_VERSION,
    source: 'LawRefBook/Laws',
    sourceCommit,
    files: entries.length,
    documents: docs.length,
  },
  entries,
);
writeFileSync(out, bytes);
console.log(
  `法规包 ${out}：${entries.length} 个文件，${docs.length} 部法规，${bytes.length} 字节，` +
    `来源提交 ${sourceCommit}，sha256 ${lawPackChecksum(bytes)}，用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒`,
);
for (const item of excluded) console.log(`  未收入 ${item.file}：${item.reason}`);
