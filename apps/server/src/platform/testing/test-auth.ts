import type { TAuth } from '../http/auth';

// Who calls a service in its unit test: a user's logged-in session or an anonymous visitor's,
// on the demo site, as the auth hook would have built them.

const AT = new Date('2026-11-20T02:00:00Z');

function sessionAuth(userId: number | null, sessionId: string): TAuth {
  return {
    siteId: 1,
    session: {
      id: sessionId,
      siteId: 1,
      userId,
      kind: userId === null ? 'web' : 'user',
      loginType: userId === null ? null : 1,
      organisationId: null,
      authorisationId: null,
      ip: null,
      userAgent: null,
      createdAt: AT,
      expiresAt: new Date(AT.getTime() + 86_400_000),
      revokedAt: null,
      revokeReason: null,
    },
  };
}

/** A logged-in user's session (one session id per user unless given). */
export function userAuth(userId: number, sessionId = `session-of-${userId}`): TAuth {
  return sessionAuth(userId, sessionId);
}

/** An anonymous visitor's web session. */
export function visitorAuth(sessionId = 'visitor-session'): TAuth {
  return sessionAuth(null, sessionId);
}
