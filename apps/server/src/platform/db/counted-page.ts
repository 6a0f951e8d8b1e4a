import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDb } from './database';

/**
 * One page of a list and how many rows the list has in all: `rows` reads the page (its own
 * select, order and window) and the total counts the rows of `table` that `where` matches, the
 * two read together.
 */
export async function countedPage<TRow>(
  db: TDb,
  table: PgTable,
  where: SQL | undefined,
  rows: PromiseLike<TRow[]>,
): Promise<{ rows: TRow[]; total: number }> {
  const [page, [counted]] = await Promise.all([
    rows,
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: page, total: counted?.n ?? 0 };
}
