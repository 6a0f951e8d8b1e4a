import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../session/site.schema';

/** The `state` of a WeChat authorisation round trip: single use, 10 minutes, bound to a session. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    /** login or bind. */
    purpose: text('purpose').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // The housekeeping sweep finds expired states by it.
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);
