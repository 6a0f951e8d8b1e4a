import { createHash, randomBytes } from 'node:crypto';
import type { TTokenPair } from '@yzfk/contract/calls/auth';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TAuth, TClient } from '../../platform/http/auth';
import { ipLimitKey } from '../../platform/rate-limit/ip-limit-key';
import type { TRateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { TNewSession, TSession, TSessionRepository } from './session.repository';
import type { TSite, TSiteRepository } from './site.repository';
import type { TAccessTokens } from './access-token';
import type { TSessionCache } from './session-cache';

type TDeps = {
  sites: TSiteRepository;
  sessions: TSessionRepository;
  accessTokens: TAccessTokens;
  cache: TSessionCache;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** How long a just-rotated refresh token is answered with its successor (REFRESH_GRACE_S). */
  refreshGraceSeconds: number;
  /** The successor of a refresh token (refresh-successor.ts). */
  successorOf: (refreshToken: string) => string;
  /** Life of an anonymous session, extended by each refresh (slideAnonymousSession). */
  anonymousTtlSeconds: number;
  limiter: TRateLimiter;
  getTokenPerIpPerMinute: number;
  now: () => Date;
};

/** Opaque refresh tokens are random; only their SHA-256 is ever stored. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return `rt_${randomBytes(32).toString('base64url')}`;
}

/** The code that tells a client why its session no longer counts. */
function endedSessionError(session: TSession): AppError {
  return session.revokeReason === 'forced_offline'
    ? new AppError(E.forcedOffline)
    : new AppError(E.sessionEnded);
}

/** Issues, refreshes and checks tokens; every token belongs to a server-side session. */
export function createSessionService(deps: TDeps) {
  const seconds = () => Math.floor(deps.now().getTime() / 1000);
  const later = (ttl: number) => new Date(deps.now().getTime() + ttl * 1000);

  function tokenPair(session: TSession, refreshToken: string): TTokenPair {
    const iat = seconds();
    const token = deps.accessTokens.sign({
      sid: session.id,
      site: session.siteId,
      iat,
      exp: iat + deps.accessTtlSeconds,
    });
    return { token, refreshToken, expires_in: deps.accessTtlSeconds };
  }

  /** The site a domain name belongs to; 4003 when no site answers to it. */
  async function siteForDomain(domainName: string): Promise<TSite> {
    const site = await deps.sites.findByDomain(domainName);
    if (!site) throw new AppError(E.siteUnknown, `该域名未开通站点：${domainName}`);
    return site;
  }

  /** Ends a session everywhere: in the database, and in every process's cache. */
  async function endSession(id: string, reason: string): Promise<void> {
    await deps.sessions.revoke(id, reason);
    deps.cache.evict(id);
  }

  /** A live session row, from this process's cache when it may be trusted. */
  async function findSession(id: string): Promise<TSession | undefined> {
    const cached = deps.cache.get(id);
    if (cached) return cached;
    const session = await deps.sessions.findById(id);
    if (session) deps.cache.set(session);
    return session;
  }

  /** The session of an id while it is live (of a site, when given); see authenticate. */
  async function liveSession(id: string, siteId?: number): Promise<TAuth> {
    const session = await findSession(id);
    if (!session || (siteId !== undefined && session.siteId !== siteId)) {
      throw new AppError(E.tokenInvalid);
    }
    if (session.revokedAt) throw endedSessionError(session);
    if (session.expiresAt <= deps.now()) throw new AppError(E.loginExpired);
    return { session, siteId: session.siteId };
  }

  /**
   * Whether a used refresh token may still be answered with its successor: used within the
   * grace window, and its successor (read again: a racing twin has just written it) not yet used
   * itself, as only the latest used token is forgiven.
   */
  async function isGraceRetry(usedHash: string, next: string, sessionId: string) {
    const used = await deps.sessions.findRefreshToken(usedHash);
    const graceEnds = (used?.usedAt?.getTime() ?? 0) + deps.refreshGraceSeconds * 1000;
    if (graceEnds <= deps.now().getTime()) return false;
    const successor = await deps.sessions.findRefreshToken(hashRefreshToken(next));
    return successor?.sessionId === sessionId && !successor.usedAt;
  }

  /** Starts a session (with its first refresh token) and answers its token pair. */
  async function startSession(
    fields: Omit<TNewSession, 'expiresAt' | 'ip' | 'userAgent'>,
    client: TClient,
  ): Promise<{ session: TSession; pair: TTokenPair }> {
    const refreshToken = newRefreshToken();
    // An anonymous session costs a row per browser: it lives a day unless its browser returns.
    const expiresAt = later(
      fields.kind === 'web' ? deps.anonymousTtlSeconds : deps.refreshTtlSeconds,
    );
    const session = await deps.sessions.create(
      { ...fields, ip: client.ip, userAgent: client.userAgent, expiresAt },
      { tokenHash: hashRefreshToken(refreshToken), expiresAt },
    );
    return { session, pair: tokenPair(session, refreshToken) };
  }

  return {
    endSession,
    startSession,

    /** Changes a session's login fields everywhere and answers a fresh token pair for it. */
    async updateSession(
      session: TSession,
      fields: Parameters<TSessionRepository['update']>[1],
    ): Promise<TTokenPair> {
      await deps.sessions.update(session.id, fields);
      deps.cache.evict(session.id);
      const refreshToken = newRefreshToken();
      await deps.sessions.addRefreshToken({
        tokenHash: hashRefreshToken(refreshToken),
        sessionId: session.id,
        expiresAt: session.expiresAt,
      });
      return tokenPair(session, refreshToken);
    },

    /**
     * Forces a user's oldest live sessions offline so that at most `keep` remain; the session
     * `current` (the one logging in) is always among those kept.
     */
    async limitUserSessions(userId: number, keep: number, current: string): Promise<void> {
      const others = (await deps.sessions.liveForUser(userId, deps.now())).filter(
        (session) => session.id !== current,
      );
      for (const session of others.slice(0, Math.max(0, others.length - (keep - 1)))) {
        await endSession(session.id, 'forced_offline');
      }
    },

    /** Ends every live session of a user (account cancelled). */
    async endUserSessions(userId: number, reason: string): Promise<void> {
      for (const session of await deps.sessions.liveForUser(userId, deps.now())) {
        await endSession(session.id, reason);
      }
    },

    /** Starts an anonymous visitor session for the site of a domain (spec: gettoken). */
    async issueWebToken(domainName: string, client: TClient): Promise<TTokenPair> {
      // Each call adds a row: limited per client address (4029 with Retry-After when over).
      const limit = await deps.limiter.hit(
        `gettoken:ip:${ipLimitKey(client.ip)}`,
        deps.getTokenPerIpPerMinute,
        60,
      );
      if (!limit.allowed) {
        throw new AppError(E.tooManyRequests, undefined, {
          retryAfterSeconds: limit.retryAfterSeconds,
        });
      }
      const site = await siteForDomain(domainName);
      return (await startSession({ siteId: site.id, kind: 'web' }, client)).pair;
    },

    /**
     * Swaps a refresh token for a new pair. A used token presented again within the grace
     * window (two tabs, a lost reply) gets the same successor back; later, it means the token
     * leaked: the whole session (the token family) ends (decision 0014).
     */
    async refresh(refreshToken: string): Promise<TTokenPair> {
      const usedHash = hashRefreshToken(refreshToken);
      const stored = await deps.sessions.findRefreshToken(usedHash);
      if (!stored) throw new AppError(E.tokenInvalid);
      const session = await deps.sessions.findById(stored.sessionId);
      if (!session) throw new AppError(E.tokenInvalid);
      if (session.revokedAt) throw endedSessionError(session);
      if (stored.expiresAt <= deps.now() || session.expiresAt <= deps.now()) {
        throw new AppError(E.loginExpired);
      }
      const next = deps.successorOf(refreshToken);
      if (!stored.usedAt) {
        const rotated = await deps.sessions.rotateRefreshToken(
          usedHash,
          {
            tokenHash: hashRefreshToken(next),
            sessionId: session.id,
            expiresAt: session.expiresAt,
          },
          deps.now(),
        );
        if (rotated) return tokenPair(session, next);
        // Another request rotated it between our read and our write: we are its twin.
      }
      if (await isGraceRetry(usedHash, next, session.id)) return tokenPair(session, next);
      await endSession(session.id, 'refresh_reuse');
      throw new AppError(E.sessionEnded, '登录凭证已被重复使用，为保障账号安全请重新登录');
    },

    /** The id of the site with a code (operators name sites by code), or undefined. */
    async siteIdByCode(code: string): Promise<number | undefined> {
      return (await deps.sites.findByCode(code))?.id;
    },

    /** The path of the caller's site's home URL (servicepath); 4003 when the site is gone. */
    async servicePath(auth: TAuth): Promise<{ path: string }> {
      const site = await deps.sites.findById(auth.siteId);
      if (!site) throw new AppError(E.siteUnknown);
      return { path: site.servicePath };
    },

    /** Checks an access token and its session; the session must still be live. */
    async authenticate(accessToken: string): Promise<TAuth> {
      const claims = deps.accessTokens.verify(accessToken, seconds());
      return liveSession(claims.sid, claims.site);
    },

    /**
     * A session by its id, as a signed link names it (media links): 5015 when there is none,
     * 5007 or 5008 when it ended, 5002 when it ran out. From the cache where it may be trusted.
     */
    liveSession: (sessionId: string) => liveSession(sessionId),

    /**
     * After a refresh: an anonymous session lives another ANONYMOUS_SESSION_TTL_S from now, so
     * a browser that keeps coming back keeps its one session. Logged-in sessions keep their end.
     */
    async slideAnonymousSession(refreshToken: string): Promise<void> {
      const until = later(deps.anonymousTtlSeconds);
      const moved = await deps.sessions.slideAnonymous(hashRefreshToken(refreshToken), until);
      if (moved) deps.cache.evict(moved);
    },
  };
}

export type TSessionService = ReturnType<typeof createSessionService>;
