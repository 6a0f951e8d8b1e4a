import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerRef, requiredMoment } from '../../platform/db/columns';
import type { TFavoriteKind } from '@yzfk/contract/calls/favorite';
import { users } from '../identity/user.schema';

/**
 * A user's favourite laws, books, courses and articles: one row per user, kind and item. The item
 * has no foreign key (the kinds live in different modules' tables); the list shows a vanished
 * item as missing so it can still be removed.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: ownerRef('user_id', () => users.id),
    kind: text('kind').$type<TFavoriteKind>().notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: requiredMoment('created_at').defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.targetId] }),
    check('favorites_kind_check', sql`${table.kind} in ('law', 'book', 'course', 'article')`),
    // The list: a user's favourites of one kind, newest first.
    index('favorites_user_kind_created_idx').on(table.userId, table.kind, table.createdAt),
  ],
);
