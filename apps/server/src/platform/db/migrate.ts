import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { findPackageRoot } from '../paths';
import type { TDatabase } from './database';

/** The generated SQL migrations, found from the server package root (source or bundle). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('drizzle/', findPackageRoot(import.meta.url)));

/**
 * Applies every pending migration; the migrations table lives beside the tables. One process
 * at a time, on the connection holding the lock: two starting together on a fresh schema both
 * created the migrations table and one crashed (duplicate key … pg_type_typname_nsp_index).
 */
export async function migrateDatabase(database: TDatabase): Promise<void> {
  const config = {
    migrationsFolder: MIGRATIONS_DIR,
    ...(database.schema ? { migrationsSchema: database.schema } : {}),
  };
  // Both drivers share TDb's query surface; only the migrators are typed per driver.
  await database.exclusive('migrate', async (locked) => {
    if (database.kind === 'pglite') {
      await migratePglite(locked as PgliteDatabase, config);
    } else {
      await migratePostgres(locked as NodePgDatabase, config);
    }
  });
}
