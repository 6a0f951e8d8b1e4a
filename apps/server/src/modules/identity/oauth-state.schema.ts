import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment, ownerRef, requiredMoment } from '../../platform/db/columns';
import { sites } from '../session/site.schema';

/** The `state` of a WeChat authorisation round trip: single use, 10 minutes, bound to a session. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    siteId: ownerRef('site_id', () => sites.id),
    sessionId: uuid('session_id').notNull(),
    /** login or bind. */
    purpose: text('purpose').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: requiredMoment('created_at').defaultNow(),
    expiresAt: requiredMoment('expires_at'),
    usedAt: moment('used_at'),
  },
  // The housekeeping sweep finds expired states by it.
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);
