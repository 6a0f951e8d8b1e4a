import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPostgresListeners } from './postgres-listeners';

/**
 * The Drizzle handle every repository takes: the same type on PGlite and PostgreSQL. No
 * relational schema is attached (queries name their tables), so platform imports no module.
 */
export type TDb = PgDatabase<PgQueryResultHKT>;

/** Told when notifications may have been missed (the listening connection dropped). */
export type TListenHandlers = {
  onPayload: (payload: string) => void;
  /** false: notifications may be lost from now on; true: listening again. */
  onListening: (listening: boolean) => void;
};

export type TDatabase = {
  db: TDb;
  /** Subscribes to a NOTIFY channel (PGlite in process, PostgreSQL on its own connection). */
  listen: (channel: string, handlers: TListenHandlers) => Promise<void>;
  kind: 'pglite' | 'postgres';
  /** Schema the tables live in (first on the search path); undefined means the default. */
  schema: string | undefined;
  /**
   * Runs `work` while this process holds the database-wide lock `name` (a PostgreSQL session
   * advisory lock, per schema): processes starting together on one database take turns, e.g.
   * in the migrator, which otherwise races on a fresh schema (issue 27). `work` gets a handle on
   * the locking connection for statements that must run under it; PGlite has one process.
   */
  exclusive: <T>(name: string, work: (locked: TDb) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export type TDatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /** A dump (PGlite's dumpDataDir) to start from instead of an empty cluster: tests. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; schema: string | undefined; poolSize?: number };

/** Opens PGlite (a folder, or memory when dataDir is undefined) or a PostgreSQL pool. */
export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // One options object: PGlite ignores a second argument when the first is not a path.
    const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    await client.waitReady;
    const db: TDb = drizzlePglite({ client });
    return {
      db,
      kind: 'pglite',
      schema: undefined,
      exclusive: (_name, work) => work(db),
      async listen(channel, handlers) {
        await client.listen(channel, handlers.onPayload);
        handlers.onListening(true);
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // The schema goes first on every connection's search path so unqualified names land there.
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  // An idle connection that breaks (PostgreSQL restarted, or ended it while the pool was
  // closing) is already dropped by the pool, and the next query opens another; without a
  // listener the pool's 'error' event would throw and end the whole process.
  pool.on('error', () => undefined);
  const lockPrefix = `yzfk:${options.schema ?? 'public'}:`;
  const exclusive: TDatabase['exclusive'] = async (name, work) => {
    const client = await pool.connect();
    const key = `${lockPrefix}${name}`;
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [key]);
      try {
        return await work(drizzlePostgres({ client }));
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
      }
    } finally {
      client.release();
    }
  };
  // Two processes creating one schema at once collide in the catalogue: one at a time.
  const { schema } = options;
  if (schema) {
    await exclusive('schema', (locked) =>
      locked.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS "${schema}"`)),
    );
  }
  const db: TDb = drizzlePostgres({ client: pool });
  const listeners = createPostgresListeners(options.url);
  return {
    db,
    kind: 'postgres',
    schema: options.schema,
    exclusive,
    listen: (channel, handlers) => listeners.listen(channel, handlers),
    async close() {
      await listeners.close();
      await pool.end();
    },
  };
}
