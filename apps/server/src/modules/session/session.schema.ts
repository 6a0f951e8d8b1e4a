import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './site.schema';

/**
 * A server-side session. Every access token names one, so ending the session (logout, forced
 * offline, account cancellation, refresh-token reuse) takes effect on the next request.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The session ends when its last refresh token would expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('refresh_tokens_session_idx').on(table.sessionId),
    index('refresh_tokens_expires_idx').on(table.expiresAt),
    index('refresh_tokens_used_idx')
      .on(table.usedAt)
      .where(sql`${table.usedAt} is not null`),
  ],
);
