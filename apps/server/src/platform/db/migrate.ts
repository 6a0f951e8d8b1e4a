import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { findPackageRoot } from '../paths';
import type { TDatabase } from './database';

/** The generated SQL migrations, found from the server package root (source or bundle). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('drizzle/', findPackageRoot(import.meta.url)));

/** Applies every pending migration; the migrations table lives beside the tables. */
export async function migrateDatabase(database: TDatabase): Promise<void> {
  const config = {
    migrationsFolder: MIGRATIONS_DIR,
    ...(database.schema ? { migrationsSchema: database.schema } : {}),
  };
  // Both drivers share TDb's query surface; only the migrators are typed per driver.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase, config);
  } else {
    await migratePostgres(database.db as NodePgDatabase, config);
  }
}
