import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type TDatabase } from '../db/database';
import { MIGRATIONS_DIR } from '../db/migrate';
import { TEST_DATABASE_URL } from './test-database-url';

// Migration tests build a database as it stood before a migration, fill it with the rows of
// that time, then run the rest: the migrations folder is copied with its journal cut short.

/** A copy of the migrations folder whose journal ends with the migration tagged `tag`. */
export function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'yzfk-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration tagged ${tag}`);
  writeFileSync(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut + 1) }),
  );
  return folder;
}

/**
 * A new, empty test database of `kind` (PostgreSQL: a schema of its own) migrated up to and
 * including the migration tagged `tag`, as a database stood then. `migrateDatabase` runs the rest.
 */
export async function openDatabaseAt(kind: 'pglite' | 'postgres', tag: string): Promise<TDatabase> {
  const database =
    kind === 'pglite'
      ? await openDatabase({ kind: 'pglite', dataDir: undefined })
      : await openDatabase({
          kind: 'postgres',
          url: TEST_DATABASE_URL,
          schema: `test_${randomBytes(6).toString('hex')}`,
          poolSize: 2,
        });
  const { migrate } =
    kind === 'pglite'
      ? await import('drizzle-orm/pglite/migrator')
      : await import('drizzle-orm/node-postgres/migrator');
  const config = {
    migrationsFolder: migrationsUpTo(tag),
    ...(database.schema ? { migrationsSchema: database.schema } : {}),
  };
  // Both migrators take the same database surface; only their declared types differ.
  await (migrate as (db: unknown, config: unknown) => Promise<void>)(database.db, config);
  return database;
}

/** Closes a database of openDatabaseAt, dropping its PostgreSQL schema. */
export async function closeDatabaseAt(database: TDatabase | undefined): Promise<void> {
  if (!database) return;
  if (database.schema)
    await database.db.execute(`DROP SCHEMA IF EXISTS "${database.schema}" CASCADE`);
  await database.close();
}
