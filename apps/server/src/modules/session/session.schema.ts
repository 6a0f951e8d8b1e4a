import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment, ownerRef, requiredMoment } from '../../platform/db/columns';
import { sites } from './site.schema';

/**
 * A server-side session. Every access token names one, so ending the session (logout, forced
 * offline, account cancellation, refresh-token reuse) takes effect on the next request.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: ownerRef('site_id', () => sites.id),
    /** Null for an anonymous web-token visitor. */
    userId: integer('user_id'),
    /** `web` for an anonymous visitor, `user` after a login. */
    kind: text('kind').notNull(),
    /** 1 phone, 2 organisation IP, 3 WeChat; null for an anonymous visitor. */
    loginType: integer('login_type'),
    /** The organisation of an IP login, or of the chosen unit authorisation. */
    organisationId: integer('organisation_id'),
    /** The authorisation the session reads under (chosen with login/change). */
    authorisationId: integer('authorisation_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: requiredMoment('created_at').defaultNow(),
    /** The session ends when its last refresh token would expire. */
    expiresAt: requiredMoment('expires_at'),
    revokedAt: moment('revoked_at'),
    /** Why it ended: logout, forced_offline, cancelled, refresh_reuse. */
    revokeReason: text('revoke_reason'),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    // The housekeeping sweep finds ended and expired sessions by these.
    index('sessions_expires_idx').on(table.expiresAt),
    index('sessions_revoked_idx')
      .on(table.revokedAt)
      .where(sql`${table.revokedAt} is not null`),
  ],
);

/**
 * Refresh tokens are opaque; only their SHA-256 is stored. Each use rotates it: the used row is
 * marked and a new one issued in the same session (the family); reusing a used one ends the
 * session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: requiredMoment('created_at').defaultNow(),
    expiresAt: requiredMoment('expires_at'),
    usedAt: moment('used_at'),
  },
  (table) => [
    index('refresh_tokens_session_idx').on(table.sessionId),
    index('refresh_tokens_expires_idx').on(table.expiresAt),
    index('refresh_tokens_used_idx')
      .on(table.usedAt)
      .where(sql`${table.usedAt} is not null`),
  ],
);
