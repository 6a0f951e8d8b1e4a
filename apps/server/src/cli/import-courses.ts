// npm run import:courses -- <folder>: imports a course folder, or a folder of course folders
// (docs/course-format.md), into the database `npm start` uses (PostgreSQL when DATABASE_URL is
// set, else PGlite in DATA_DIR), copying the media into the storage (STORAGE_DIR).
// Stop the server first when it runs on PGlite: PGlite serves one process at a time.
// Exit 0 when every course was imported (rejected lessons are listed), 2 when a folder cannot
// be read or a course was refused.
import { importCourses, type TCourseImport } from '../modules/course/import-course';
import { runStorageImport } from './run-storage-import';

function printResult(result: TCourseImport): void {
  if (result.status === 'imported') {
    console.log(
      `${result.key}：${result.created ? '新增' : '更新'}，导入 ${result.lessons} 个课时，拒绝 ${result.rejected.length} 个文件`,
    );
  } else {
    console.log(`${result.folder}：未导入，${result.reason}`);
  }
  for (const rejection of result.rejected) console.log(`  ${rejection.file}：${rejection.reason}`);
}

await runStorageImport({
  command: 'import:courses',
  manifest: 'course.json',
  filesLabel: '媒体文件',
  run: importCourses,
  print: printResult,
  imported: (result) => result.status === 'imported',
});
