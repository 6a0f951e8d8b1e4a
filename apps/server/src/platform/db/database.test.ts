import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, openSecondPool, openTestDatabase } from '../../test-app';
import type { TDatabase } from './database';

type TRows<T> = { rows: T[] };

describe.skipIf(!TEST_DATABASES.includes('postgres'))('a PostgreSQL database', () => {
  let database: TDatabase;
  let admin: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    admin = await openSecondPool(database, 1);
  });
  afterAll(async () => {
    await admin.close();
    await database.close();
  });

  it('keeps answering after PostgreSQL ends its idle connections (as on a restart)', async () => {
    // Fill the pool with idle connections, then end them from outside, as a restart would.
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`SELECT 1`)));
    const ended: unknown = await admin.db.execute(sql`
      SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND state = 'idle' AND pid <> pg_backend_pid()`);
    expect((ended as TRows<{ n: number }>).rows[0]?.n).toBeGreaterThan(0);
    // The process is still here (an unhandled pool error would have ended the test run), and
    // the next queries open new connections.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => database.db.execute(sql`SELECT 2 AS two`)),
    );
    expect(answers.map((answer) => (answer as TRows<{ two: number }>).rows[0]?.two)).toEqual([
      2, 2, 2, 2,
    ]);
  });
});
