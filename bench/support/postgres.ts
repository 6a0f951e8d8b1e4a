import pg from 'pg';

/** The PostgreSQL benchmarks also run on: TEST_DATABASE_URL, default the local server. */
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether that PostgreSQL answers (benchmarks run on PGlite only when it does not). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
