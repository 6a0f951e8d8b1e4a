import { getTokenCall, refreshCall, type TTokenPair } from '@yzfk/contract/calls/auth';
import { E, SUCCESS_CODE, type TErrorCode } from '@yzfk/contract/error-codes';
import { ApiError, ApiFormatError } from './api-error';
import type { TApiTransport } from './api-transport';
import type { TSessionStore } from './session-types';

/** The part of the Web Locks API used here: an exclusive lock by name, held while `run` runs. */
export type TLockManager = {
  request: <T>(name: string, run: () => Promise<T>) => Promise<T>;
};

/** One lock for every tab of the browser: they share the session cookies. */
export const TOKEN_LOCK_NAME = 'yzfk-token-renewal';

/** Replies to a refresh that mean the refresh token can never work again. */
const REFRESH_REFUSED_CODES: ReadonlySet<number> = new Set<TErrorCode>([
  E.invalidParams,
  E.tokenRequired,
  E.loginExpired,
  E.sessionEnded,
  E.forcedOffline,
  E.tokenInvalid,
]);

export type TTokenManagerOptions = {
  send: TApiTransport;
  session: TSessionStore;
  /** The domain the anonymous web token is issued for (location.hostname). */
  hostname: () => string;
  /**
   * navigator.locks where the browser has it (secure contexts): renewals across tabs take
   * turns. Without it each tab renews on its own and the server's grace window (decision 0014)
   * answers a second tab's refresh with the same pair.
   */
  locks?: TLockManager;
  now?: () => number;
};

export type TTokenManager = {
  /** Before a navigation: does nothing when an access token is stored, else obtains one. */
  ensureAccessToken: () => Promise<void>;
  /** After a 4010/4011 reply: refreshes (or gets a web token) unless another call already did. */
  renewAccessToken: (rejectedToken: string) => Promise<void>;
};

/**
 * Creates the token manager. Obtaining a token means: refresh with the stored refresh token if
 * there is one; if that fails for any reason, silently forget the old session and get a new
 * anonymous web token. Concurrent requests of a tab share one attempt, and tabs take turns
 * under one browser lock: a tab that waited reads the session again and uses the token another
 * tab obtained instead of spending the refresh token a second time.
 */
export function createTokenManager(options: TTokenManagerOptions): TTokenManager {
  const { send, session } = options;
  const now = options.now ?? Date.now;
  let pending: Promise<void> | undefined;

  async function requestPair(
    path: string,
    body: unknown,
    parse: (data: unknown) => TTokenPair,
    bearer?: string,
    query?: Record<string, string>,
  ): Promise<TTokenPair> {
    const { httpStatus, envelope } = await send(path, body, { bearer, query });
    if (envelope.code !== SUCCESS_CODE) throw new ApiError(envelope, httpStatus);
    try {
      return parse(envelope.data);
    } catch (error) {
      throw new ApiFormatError(String(error));
    }
  }

  function getWebToken(): Promise<TTokenPair> {
    return requestPair(
      getTokenCall.path,
      { domainName: options.hostname() },
      (data) => getTokenCall.data.parse(data),
      undefined,
      { tk: String(now()) },
    );
  }

  async function obtain(): Promise<void> {
    const { token, refreshToken } = session.getState();
    if (refreshToken) {
      try {
        const body = token ? { accessToken: token } : {};
        const pair = await requestPair(
          refreshCall.path,
          body,
          (data) => refreshCall.data.parse(data),
          refreshToken,
        );
        session.setTokens(pair);
        return;
      } catch (error) {
        // Only a refusal of the refresh token itself means it is spent, revoked or its session
        // ended: then start again anonymously. A network error, a time-out or a server failure
        // leaves the session as it is, so the next attempt can still refresh it.
        if (!(error instanceof ApiError) || !REFRESH_REFUSED_CODES.has(error.code)) throw error;
        session.deleteToken();
      }
    }
    session.setTokens(await getWebToken());
  }

  /** Obtains a token unless the saved session (maybe another tab's work) already has a usable one. */
  async function obtainUnlessReplaced(rejectedToken: string): Promise<void> {
    session.reload();
    const current = session.getState().token;
    if (current && current !== rejectedToken) return;
    await obtain();
  }

  /** `rejectedToken`: the token the server refused, or '' when there was none. */
  function obtainOnce(rejectedToken: string): Promise<void> {
    const locks = options.locks;
    pending ??= (
      locks ? locks.request(TOKEN_LOCK_NAME, () => obtainUnlessReplaced(rejectedToken)) : obtain()
    ).finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    ensureAccessToken() {
      if (pending) return pending;
      return session.getState().token ? Promise.resolve() : obtainOnce('');
    },
    renewAccessToken(rejectedToken) {
      if (pending) return pending;
      const current = session.getState().token;
      return current && current !== rejectedToken ? Promise.resolve() : obtainOnce(rejectedToken);
    },
  };
}
