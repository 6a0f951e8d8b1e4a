import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';
import { freePort } from './free-port';

declare module 'vitest' {
  // An interface: vitest's ProvidedContext is extended by declaration merging.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A data folder holding a created and migrated, unseeded database (journeys copy it). */
    journeyDataTemplate: string;
  }
}

/**
 * Creating a PGlite database is most of a journey server's first start (about 11 s of 19 here):
 * do it once, with the migrations, and let each journey start on a copy. The demo content is
 * still seeded by each journey's own start, so its times (exam schedules) are that start's.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'yzfk-journey-template-'));
  const server = await startBuiltServer(await freePort(), {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
  });
  await server.stop();
  project.provide('journeyDataTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
