import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../platform/config/config';
import { openDatabase, type TDatabase } from '../platform/db/database';
import { findPackageRoot } from '../platform/paths';

/** Writes a message to standard error and exits (2: usage or input, 1: configuration). */
export function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/**
 * The database `npm start` uses, for a command-line tool: PostgreSQL when DATABASE_URL is set,
 * else PGlite in DATA_DIR (relative to the server package, as for the server). A configuration
 * error ends the process with its message.
 */
export async function openCliDatabase(): Promise<{ database: TDatabase; where: string }> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 1);
    throw error;
  }
  const serverRoot = fileURLToPath(findPackageRoot(import.meta.url));
  const dataDir = isAbsolute(config.DATA_DIR)
    ? config.DATA_DIR
    : resolve(serverRoot, config.DATA_DIR);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA }
      : { kind: 'pglite', dataDir },
  );
  return { database, where: database.kind === 'pglite' ? `PGlite ${dataDir}` : 'PostgreSQL' };
}
