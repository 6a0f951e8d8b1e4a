// npm run import:downloads -- <folder>: imports a download folder (manifest.json and its files,
// docs/download-format.md) into the database `npm start` uses (PostgreSQL when DATABASE_URL is
// set, else PGlite in DATA_DIR), copying the files into the storage (STORAGE_DIR).
// Stop the server first when it runs on PGlite: PGlite serves one process at a time.
// Exit 0 when every entry was imported, 2 when the manifest or an entry was refused.
import { importDownloads, type TDownloadImportResult } from '../modules/download/import-downloads';
import { runStorageImport } from './run-storage-import';

function printResult(result: TDownloadImportResult): void {
  if (result.status === 'imported') {
    console.log(`${result.key}：${result.created ? '新增' : '更新'}《${result.title}》`);
  } else {
    console.log(`${result.key}：未导入，${result.reason}`);
  }
}

await runStorageImport({
  command: 'import:downloads',
  manifest: 'manifest.json',
  filesLabel: '下载文件',
  run: importDownloads,
  print: printResult,
  imported: (result) => result.status === 'imported',
});
