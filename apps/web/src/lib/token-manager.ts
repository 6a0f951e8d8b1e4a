import { getTokenCall, refreshCall, type TTokenPair } from '@yzfk/contract/calls/auth';
import { SUCCESS_CODE } from '@yzfk/contract/error-codes';
import { ApiError, ApiFormatError } from './api-error';
import type { TApiTransport } from './api-transport';
import type { TSessionStore } from './session-types';

export type TTokenManagerOptions = {
  send: TApiTransport;
  session: TSessionStore;
  /** The domain the anonymous web token is issued for (location.hostname). */
  hostname: () => string;
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
 * anonymous web token. Concurrent requests share one attempt.
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
      } catch {
        // The refresh token is spent, revoked or the session ended: start again anonymously.
        session.deleteToken();
      }
    }
    session.setTokens(await getWebToken());
  }

  function obtainOnce(): Promise<void> {
    pending ??= obtain().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    ensureAccessToken() {
      if (pending) return pending;
      return session.getState().token ? Promise.resolve() : obtainOnce();
    },
    renewAccessToken(rejectedToken) {
      if (pending) return pending;
      const current = session.getState().token;
      return current && current !== rejectedToken ? Promise.resolve() : obtainOnce();
    },
  };
}
