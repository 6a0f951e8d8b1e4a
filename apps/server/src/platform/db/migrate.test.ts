import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-app';
import { selectRows } from '../testing/select-rows';
import { TEST_DATABASE_URL } from '../testing/test-database-url';
import { openDatabase, type TDatabase } from './database';
import { migrateDatabase } from './migrate';

// Two server processes started together on a fresh PostgreSQL schema: both open it and migrate
// at once, and both start (issue 27: one crashed in the migrator, duplicate key …
// pg_type_typname_nsp_index, as both created the migrations table).

describe.skipIf(!TEST_DATABASES.includes('postgres'))('migrating a fresh schema', () => {
  it('lets three processes starting at once all finish, each migration applied once', async () => {
    const schema = `test_race_${randomBytes(6).toString('hex')}`;
    const start = async () => {
      const database = await openDatabase({
        kind: 'postgres',
        url: TEST_DATABASE_URL,
        schema,
        poolSize: 2,
      });
      await migrateDatabase(database);
      return database;
    };
    const started = await Promise.allSettled([start(), start(), start()]);
    const opened = started.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    try {
      expect(started.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const [first] = opened as [TDatabase];
      const [applied] = await selectRows<{ n: number; distinct_n: number }>(
        first.db,
        sql.raw(`select count(*)::int as n, count(distinct hash)::int as distinct_n
                 from "${schema}".__drizzle_migrations`),
      );
      expect(applied?.n).toBeGreaterThan(0);
      expect(applied?.n).toBe(applied?.distinct_n);
    } finally {
      await opened[0]?.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      await Promise.all(opened.map((database) => database.close()));
    }
  });
});
