import { sql } from 'drizzle-orm';
import { bigint, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { requiredMoment } from './columns';

// Progress saves (lesson, book, audiobook chapter) come from players every few seconds and as
// beacons after a pause, so they can arrive out of order: each carries the client's clock
// (ms), and a save older than the stored one is stale and changes nothing.

/** The columns of a row saved in the client's clock order: that clock, and when it was saved. */
export function clientOrderedColumns() {
  return {
    clientAt: bigint('client_at', { mode: 'number' }).notNull(),
    updatedAt: requiredMoment('updated_at'),
  };
}

/**
 * The update of an upsert ordered by the client's clock: the stored row takes `set`, the save's
 * clock and time only when its own client time is older, so two saves racing keep the newest.
 * Spread into `onConflictDoUpdate` beside its target.
 */
export function newerSaveWins<TSet extends object>(
  storedClientAt: AnyPgColumn,
  save: { clientAt: number; at: Date },
  set: TSet,
) {
  return {
    set: { ...set, clientAt: save.clientAt, updatedAt: save.at },
    setWhere: sql`${storedClientAt} < ${save.clientAt}`,
  };
}
