import { sql } from 'drizzle-orm';
import { customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column shapes every module's *.schema.ts repeats, written once. Each builds exactly the column
// it replaces, so `npm run db:generate` finds no change when a schema switches to them.

/** A tsvector column written from a literal built in Node (see platform/search/ts-literals.ts). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
  toDriver: (value) => sql`${value}::tsvector`,
});

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export function ownerRef(name: string, owner: () => AnyPgColumn) {
  return integer(name).notNull().references(owner, { onDelete: 'cascade' });
}

/** A required reference to a row that must outlive this one (no cascade). */
export function requiredRef(name: string, target: () => AnyPgColumn) {
  return integer(name).notNull().references(target);
}

/** A moment with its time zone (`timestamptz`), which may be empty. */
export function moment(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** A required moment with its time zone. */
export function requiredMoment(name: string) {
  return moment(name).notNull();
}
