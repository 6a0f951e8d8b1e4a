import { E } from '@yzfk/contract/error-codes';
import { AppError } from './app-error';

/**
 * The server-side session an access token names, as every call sees it. The session module
 * stores and issues it; platform only names its shape, so that platform imports no module.
 */
export type TAuthSession = {
  id: string;
  siteId: number;
  /** Null for an anonymous web-token visitor. */
  userId: number | null;
  /** `web` for an anonymous visitor, `user` after a login. */
  kind: string;
  loginType: number | null;
  organisationId: number | null;
  authorisationId: number | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
};

/** What an authenticated request knows about its caller. */
export type TAuth = {
  session: TAuthSession;
  siteId: number;
};

/** The caller's address and user agent, as sessions record them. */
export type TClient = { ip: string; userAgent: string | undefined };

/** Turns a bearer access token into the caller's session (the session module implements it). */
export type TAuthenticator = {
  authenticate: (accessToken: string) => Promise<TAuth>;
};

/** 4106 (请先登录) unless the session has logged in (a user, or an organisation by IP). */
export function requireLogin(auth: TAuth): void {
  if (auth.session.kind !== 'user') throw new AppError(E.loginRequired);
}

/** The logged-in user's id; 4106 (请先登录) for anonymous and unit-only sessions. */
export function requireUser(auth: TAuth): number {
  if (auth.session.kind !== 'user' || auth.session.userId === null)
    throw new AppError(E.loginRequired);
  return auth.session.userId;
}
