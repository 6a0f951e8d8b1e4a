import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoBooks } from '../book/book.seed';
import { seedDemoCourses } from '../course/course.seed';
import { seedDemoDownloads } from '../download/download.seed';
import { startTestApp, type TTestApp, type TTestDatabaseKind } from '../../test-app';

// A test app whose search has every source to find: the demo courses, books and downloads on
// top of what every test database is seeded with (laws, questions, articles).

/** Starts a test app on a database with the demo content seeded, its clock at `now`. */
export async function startAppWithDemoContent(
  kind: TTestDatabaseKind,
  now: Date,
): Promise<TTestApp> {
  const t = await startTestApp(kind, {
    env: { STORAGE_DIR: mkdtempSync(join(tmpdir(), 'yzfk-search-')) },
    now: () => now,
  });
  const deps = {
    db: t.deps.database.db,
    registerFile: (input: Parameters<TTestApp['deps']['media']['registerFile']>[0]) =>
      t.deps.media.registerFile(input),
    now: () => now,
  };
  await seedDemoCourses(deps);
  await seedDemoBooks(deps);
  await seedDemoDownloads(deps);
  return t;
}
