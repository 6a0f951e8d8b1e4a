import pg from 'pg';

/** The PostgreSQL the API tests use besides PGlite: the local server these machines run. */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether that PostgreSQL answers. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether this is a CI run: `CI` set (and not "false" or "0"), as .ci/run and CI services do. */
export function runsInCi(): boolean {
  const flag = process.env.CI;
  return flag !== undefined && flag !== '' && flag !== 'false' && flag !== '0';
}

/**
 * Whether the API tests run on PostgreSQL too. In CI they must: the cross-process race tests
 * prove nothing on single-connection PGlite, so a CI run whose PostgreSQL does not answer stops
 * with what to do; elsewhere the tests go on on PGlite alone and say so.
 */
export async function testOnPostgres(): Promise<boolean> {
  if (await postgresAnswers()) return true;
  if (runsInCi()) {
    throw new Error(
      `CI requires PostgreSQL for the API tests, and ${TEST_DATABASE_URL} did not answer: ` +
        'start PostgreSQL with a database "test" for the user postgres, or set TEST_DATABASE_URL.',
    );
  }
  console.warn(`PostgreSQL at ${TEST_DATABASE_URL} did not answer: API tests run on PGlite only`);
  return false;
}
