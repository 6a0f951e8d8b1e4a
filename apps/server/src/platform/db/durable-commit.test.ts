import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, openTestDatabase } from '../../test-app';
import type { TDatabase } from './database';
import { waitForDurableCommits } from './durable-commit';

type TLsnRows = { rows: { lsn: string; flushed: boolean }[] };

describe.each(TEST_DATABASES)('waiting for durable commits on %s', (kind) => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`CREATE TABLE durable_probe (n integer)`);
  });
  afterAll(() => database.close());

  it('returns once the log is on disk up to a commit that did not wait for it', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL synchronous_commit = off`);
      await tx.execute(sql`INSERT INTO durable_probe VALUES (1)`);
    });
    const after: unknown = await database.db.execute(
      sql`SELECT pg_current_wal_insert_lsn()::text AS lsn, true AS flushed`,
    );
    const written = (after as TLsnRows).rows[0]?.lsn ?? '';

    await waitForDurableCommits(database.db);

    const check: unknown = await database.db.execute(
      sql`SELECT ${written}::text AS lsn, pg_current_wal_flush_lsn() >= ${written}::pg_lsn AS flushed`,
    );
    expect((check as TLsnRows).rows[0]?.flushed).toBe(true);
  });
});
