import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type TDatabase } from './platform/db/database';
import { migrateDatabase } from './platform/db/migrate';
import { seedDemo } from './seed-demo';

// A migrated, seeded database costs seconds to build (PGlite even runs initdb in WebAssembly),
// and every API test file needs one per kind. The test run's global setup builds one of each
// kind (vitest.global-setup.ts) and every file starts from a copy: PGlite loads a dump of the
// data folder, PostgreSQL creates a database from a template.

/** Builds the PGlite template and writes its data-folder dump to `dir`; answers the file. */
export async function buildPgliteTemplate(dir: string): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await fillTemplate(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'pglite-template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/** The URL of another database on the same PostgreSQL server as `url`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Builds a PostgreSQL template database beside `url`'s; null when this role may not create
 * databases (files then fall back to a fresh schema each, as before).
 */
export async function buildPostgresTemplate(url: string): Promise<string | null> {
  const name = `yzfk_template_${randomBytes(5).toString('hex')}`;
  try {
    await adminQuery(url, `CREATE DATABASE "${name}"`);
  } catch {
    return null;
  }
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(url, name),
    schema: undefined,
    poolSize: 2,
  });
  try {
    await fillTemplate(database);
  } finally {
    await database.close();
  }
  return name;
}

/** A new database copied from the template; answers its name. */
export async function copyPostgresTemplate(url: string, template: string): Promise<string> {
  const name = `yzfk_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return name;
}

/** Drops a database made here (a test's copy or the template), even with sessions left open. */
export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

async function fillTemplate(database: TDatabase): Promise<void> {
  await migrateDatabase(database);
  await seedDemo(database.db);
}

// What the global setup hands each test file (vitest's provide and inject).
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is extended by declaration merging, which only an interface does
  export interface ProvidedContext {
    /** The PGlite template's dump file. */
    pgliteTemplate: string;
    /** The PostgreSQL template database's name; '' when none could be made. */
    postgresTemplate: string;
  }
}
