import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { refreshTokens, sessions } from './session.schema';
import { firstRow } from '../../platform/db/first-row';

export type TSession = typeof sessions.$inferSelect;
export type TNewSession = typeof sessions.$inferInsert;
export type TRefreshToken = typeof refreshTokens.$inferSelect;

/**
 * Every write to a session row NOTIFYs this channel with the session id, in the same
 * transaction, so that processes caching sessions drop their copy (services/session-cache.ts).
 */
export const SESSION_CHANGED_CHANNEL = 'yzfk_session_changed';

/**
 * SQL for sessions and their refresh tokens. `now` stamps uses and ends, on the same clock the
 * housekeeping sweep measures them by.
 */
export function createSessionRepository(db: TDb, now: () => Date = () => new Date()) {
  return {
    /** Creates a session with its first refresh token, in one transaction. */
    async create(
      session: TNewSession,
      firstToken: { tokenHash: string; expiresAt: Date },
    ): Promise<TSession> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(sessions).values(session).returning();
        if (!created) throw new Error('session insert returned no row');
        await tx.insert(refreshTokens).values({ ...firstToken, sessionId: created.id });
        return created;
      });
    },

    async findById(id: string): Promise<TSession | undefined> {
      return firstRow(db, sessions, eq(sessions.id, id));
    },

    async findRefreshToken(tokenHash: string): Promise<TRefreshToken | undefined> {
      return firstRow(db, refreshTokens, eq(refreshTokens.tokenHash, tokenHash));
    },

    /**
     * Marks a refresh token used at `usedAt` and stores its successor, atomically. Returns false
     * when the token had already been used: the conditional update is the arbiter between two
     * racing uses (on PostgreSQL the second waits for the first's row lock, then finds it used).
     */
    async rotateRefreshToken(
      usedHash: string,
      next: { tokenHash: string; sessionId: string; expiresAt: Date },
      usedAt: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(refreshTokens)
          .set({ usedAt })
          .where(and(eq(refreshTokens.tokenHash, usedHash), isNull(refreshTokens.usedAt)))
          .returning({ tokenHash: refreshTokens.tokenHash });
        if (marked.length === 0) return false;
        await tx.insert(refreshTokens).values(next);
        return true;
      });
    },

    /** Live sessions of a user, oldest first. */
    async liveForUser(userId: number, at: Date): Promise<TSession[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)),
        )
        .orderBy(asc(sessions.createdAt), asc(sessions.id));
    },

    /** Changes a session's login fields and tells every process (see SESSION_CHANGED_CHANNEL). */
    async update(
      id: string,
      fields: Pick<
        Partial<TNewSession>,
        'userId' | 'organisationId' | 'authorisationId' | 'loginType'
      >,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(sessions).set(fields).where(eq(sessions.id, id));
        await tx.execute(sql`select pg_notify(${SESSION_CHANGED_CHANNEL}, ${id})`);
      });
    },

    /** Adds a refresh token to a session (a new pair after a change of login). */
    async addRefreshToken(token: {
      tokenHash: string;
      sessionId: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    /** Ends a session if it is still live; its tokens stop working on the next request. */
    async revoke(id: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: now(), revokeReason: reason })
          .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
        await tx.execute(sql`select pg_notify(${SESSION_CHANGED_CHANNEL}, ${id})`);
      });
    },

    /**
     * Moves the end of a live anonymous session, and of its unused refresh token `tokenHash`,
     * out to `until` (never earlier). Answers the session id when it moved.
     */
    async slideAnonymous(tokenHash: string, until: Date): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const owner = tx
          .select({ id: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)));
        const [moved] = await tx
          .update(sessions)
          .set({ expiresAt: until })
          .where(
            and(
              inArray(sessions.id, owner),
              eq(sessions.kind, 'web'),
              isNull(sessions.revokedAt),
              lt(sessions.expiresAt, until),
            ),
          )
          .returning({ id: sessions.id });
        if (!moved) return undefined;
        await tx
          .update(refreshTokens)
          .set({ expiresAt: until })
          .where(eq(refreshTokens.tokenHash, tokenHash));
        await tx.execute(sql`select pg_notify(${SESSION_CHANGED_CHANNEL}, ${moved.id})`);
        return moved.id;
      });
    },

    /**
     * Deletes up to `limit` sessions that ended before `revokedBefore` or ran out before
     * `expiredBefore`, with their refresh tokens (cascade). Answers how many went.
     */
    async deleteEndedBefore(
      cutoffs: { revokedBefore: Date; expiredBefore: Date },
      limit: number,
    ): Promise<number> {
      const over = or(
        lt(sessions.revokedAt, cutoffs.revokedBefore),
        lt(sessions.expiresAt, cutoffs.expiredBefore),
      );
      // SKIP LOCKED: a session being written right now waits for the next run. The outer
      // condition is checked again on a row a racing write has just changed.
      const batch = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(over)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(sessions)
        .where(and(inArray(sessions.id, batch), over))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /**
     * Deletes up to `limit` refresh tokens of live sessions that no client can use any more:
     * unused ones that expired before `expiredBefore`, and used ones (expired or not) used
     * before `usedBefore`. Answers how many went.
     */
    async deleteSpentRefreshTokens(
      cutoffs: { expiredBefore: Date; usedBefore: Date },
      limit: number,
    ): Promise<number> {
      const spent = or(
        and(isNull(refreshTokens.usedAt), lt(refreshTokens.expiresAt, cutoffs.expiredBefore)),
        lt(refreshTokens.usedAt, cutoffs.usedBefore),
      );
      const batch = db
        .select({ tokenHash: refreshTokens.tokenHash })
        .from(refreshTokens)
        .where(spent)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(refreshTokens)
        .where(and(inArray(refreshTokens.tokenHash, batch), spent))
        .returning({ tokenHash: refreshTokens.tokenHash });
      return rows.length;
    },
  };
}

export type TSessionRepository = ReturnType<typeof createSessionRepository>;
