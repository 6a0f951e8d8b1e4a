// npm run import:books -- <folder>: imports a book folder, or a folder of book folders
// (docs/book-format.md), into the database `npm start` uses (PostgreSQL when DATABASE_URL is
// set, else PGlite in DATA_DIR), copying the files into the storage (STORAGE_DIR).
// Stop the server first when it runs on PGlite: PGlite serves one process at a time.
// Exit 0 when every book was imported (rejected files are listed), 2 when a folder cannot be
// read or a book was refused.
import { importBooks, type TBookImport } from '../modules/book/import-book';
import { runStorageImport } from './run-storage-import';

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

await runStorageImport({
  command: 'import:books',
  manifest: 'book.json',
  filesLabel: '图书文件',
  run: importBooks,
  print: printResult,
  imported: (result) => result.status === 'imported',
});
