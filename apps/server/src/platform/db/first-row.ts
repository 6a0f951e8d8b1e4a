import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDb } from './database';

/** The first row of a table that matches `where` (any, when several do), or undefined. */
export async function firstRow<T extends PgTable>(
  db: TDb,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  // Drizzle cannot type a select from a generic table, so it selects from the table as a plain
  // PgTable; every column of `table` is exactly its $inferSelect shape.
  const source: PgTable = table;
  const [row] = await db.select().from(source).where(where).limit(1);
  return row;
}
