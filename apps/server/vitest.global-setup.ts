import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropPostgresDatabase,
} from './src/test-databases';
import { TEST_DATABASE_URL, testOnPostgres } from './src/platform/testing/test-database-url';

// Once per test run: the template databases every API test file copies (test-databases.ts).
// In CI a PostgreSQL that does not answer fails the run here, before any test (testOnPostgres).
export default async function setup(project: TestProject) {
  const onPostgres = await testOnPostgres();
  const dir = mkdtempSync(join(tmpdir(), 'yzfk-templates-'));
  const [pglite, postgres] = await Promise.all([
    buildPgliteTemplate(dir),
    onPostgres ? buildPostgresTemplate(TEST_DATABASE_URL) : null,
  ]);
  project.provide('pgliteTemplate', pglite);
  project.provide('postgresTemplate', postgres ?? '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgres) await dropPostgresDatabase(TEST_DATABASE_URL, postgres);
  };
}
