import type { SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';

/**
 * Rows of a raw query. Both drivers (PGlite, node-postgres) answer `execute` with an object
 * holding `rows`; the shared TDb type does not say so, hence the one cast here.
 */
export async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
