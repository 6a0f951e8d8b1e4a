import { openDatabase } from '@yzfk/server/platform/db/database';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';
import {
  loadLawPackUnseeded,
  readBundledLawPack,
} from '@yzfk/server/modules/law/pack/load-bundled-law-pack';

export type TBenchDb = Awaited<ReturnType<typeof openDatabase>>['db'];

/**
 * Makes `dataDir` a migrated PGlite folder holding the committed law pack (no demo content), as
 * the law benches need it: the built server's first start (on `port`) creates and migrates the
 * database, then the pack is loaded into it. `read` looks up what the bench calls, with the
 * pack's load time; the database is closed after it.
 */
export async function prepareLawPackLibrary<T>(
  dataDir: string,
  port: number,
  read: (db: TBenchDb, loadSeconds: number) => Promise<T>,
): Promise<T> {
  const empty = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LAW_PACK: 'off',
  });
  await empty.stop();
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const pack = readBundledLawPack();
    const started = performance.now();
    await loadLawPackUnseeded(database.db, pack);
    return await read(database.db, (performance.now() - started) / 1000);
  } finally {
    await database.close();
  }
}
