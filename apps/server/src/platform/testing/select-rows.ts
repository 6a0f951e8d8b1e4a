import type { SQL } from 'drizzle-orm';
import type { TDb } from '../db/database';

/** Rows of a raw query in tests; both drivers answer `{ rows }`, which TDb leaves untyped. */
export async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
