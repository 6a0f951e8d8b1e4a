import { AUTHORISED_COOKIE, SESSION_COOKIE_DAYS } from '@yzfk/contract/constants';
import { getCookie, removeCookie, setCookie } from './cookies';
import type { TSessionPersistence, TSessionState } from './session-types';

/**
 * Cookie holding the rest of the session (refresh token, flags, stamp, user info) as JSON.
 * A later issue replaces it with the spec's encrypted 7-day session cookie; only this module
 * knows how the session is stored.
 */
export const SESSION_COOKIE = 'session-yzyd';

type TStoredRest = Omit<TSessionState, 'token'>;

function parseRest(text: string | undefined): Partial<TStoredRest> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/** Keeps the access token in authorised-yzyd and the rest of the session in a JSON cookie. */
export function createCookiePersistence(): TSessionPersistence {
  return {
    load() {
      const rest = parseRest(getCookie(SESSION_COOKIE));
      return { ...rest, token: getCookie(AUTHORISED_COOKIE) ?? '' };
    },
    save(state, tokenLifetimeDays) {
      const { token, ...rest } = state;
      if (tokenLifetimeDays !== undefined) {
        setCookie(AUTHORISED_COOKIE, token, { days: tokenLifetimeDays });
      }
      setCookie(SESSION_COOKIE, JSON.stringify(rest), { days: SESSION_COOKIE_DAYS });
    },
    clear() {
      removeCookie(AUTHORISED_COOKIE);
      removeCookie(SESSION_COOKIE);
    },
  };
}
