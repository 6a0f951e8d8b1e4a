import { sql } from 'drizzle-orm';
import type { TDb } from './database';

/**
 * Where a once-a-day counter lives: `records` holds one row per item, day and person (unique
 * on the three), `counter` is the item's column in `items` raised by each new row.
 */
export type TDailyCounterTables = {
  records: string;
  /** The records' column naming the item. */
  itemColumn: string;
  /** The records' column naming the person (a visitor hash, a user). */
  whoColumn: string;
  items: string;
  counter: string;
};

/**
 * A counter that rises at most once per item, person and day (article views, downloads), and
 * the sweep of its past days' records, which can never count again.
 */
export function createDailyCounter(db: TDb, tables: TDailyCounterTables) {
  const records = sql.identifier(tables.records);
  const item = sql.identifier(tables.itemColumn);
  const who = sql.identifier(tables.whoColumn);
  const items = sql.identifier(tables.items);
  const counter = sql.identifier(tables.counter);
  return {
    /**
     * Counts `person` on `day` in one statement: the record's insert either happens or
     * conflicts, and only a new record raises the counter, so two requests racing count once.
     * Answers the counter after it.
     */
    async count(itemId: number, day: string, person: string): Promise<number> {
      const result: unknown = await db.execute(sql`
        WITH added AS (
          INSERT INTO ${records} (${item}, day, ${who})
          VALUES (${itemId}, ${day}, ${person})
          ON CONFLICT DO NOTHING
          RETURNING ${item}
        ), raised AS (
          UPDATE ${items} SET ${counter} = ${counter} + 1
          WHERE id IN (SELECT ${item} FROM added)
          RETURNING ${counter}
        )
        SELECT COALESCE((SELECT ${counter} FROM raised), (SELECT ${counter} FROM ${items} WHERE id = ${itemId}))::int AS n`);
      const [row] = (result as { rows: { n: number }[] }).rows;
      return row?.n ?? 0;
    },

    /**
     * Deletes up to `limit` records of days before `day`, for the housekeeping sweep; answers
     * how many. The records have no id: a batch is picked by ctid.
     */
    async deleteBefore(day: string, limit: number): Promise<number> {
      const result: unknown = await db.execute(sql`
        DELETE FROM ${records} WHERE ctid IN (
          SELECT ctid FROM ${records} WHERE day < ${day} LIMIT ${limit} FOR UPDATE SKIP LOCKED
        ) AND day < ${day}
        RETURNING 1`);
      return (result as { rows: unknown[] }).rows.length;
    },
  };
}
