import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';
import { openDatabase } from '@yzfk/server/platform/db/database';
import {
  loadLawPackUnseeded,
  readBundledLawPack,
} from '@yzfk/server/modules/law/pack/load-bundled-law-pack';
import {
  lawLibraryFingerprint,
  type TLawLibraryFingerprint,
} from '@yzfk/server/modules/law/pack/law-library-fingerprint';
import { freePort } from './free-port';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is extended by declaration merging, which only an interface does
  export interface ProvidedContext {
    /**
     * A data folder holding a created and migrated, unseeded database with the real law library
     * (the committed pack) loaded: journeys copy it.
     */
    journeyDataTemplate: string;
    /** What that load left (law-library.e2e compares a load cut by kill -9 and resumed). */
    journeyLawFingerprint: TLawLibraryFingerprint;
  }
}

/**
 * Creating a PGlite database is most of a journey server's first start (about 11 s of 19 here),
 * and loading the law pack takes another 25 s: do both once and let each journey start on a
 * copy, which meets the real library as a user does once the first start has loaded it (the
 * pack is recorded as loaded, so the journey's server does no load work). The demo content is
 * still seeded by each journey's own start, so its times (exam schedules) are that start's.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'yzfk-journey-template-'));
  const server = await startBuiltServer(await freePort(), {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LAW_PACK: 'off',
  });
  await server.stop();
  const database = await openDatabase({ kind: 'pglite', dataDir });
  let fingerprint: TLawLibraryFingerprint;
  try {
    // An unseeded database has no sample laws to retire.
    await loadLawPackUnseeded(database.db, readBundledLawPack());
    fingerprint = await lawLibraryFingerprint(database.db);
  } finally {
    await database.close();
  }
  project.provide('journeyDataTemplate', dataDir);
  project.provide('journeyLawFingerprint', fingerprint);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
