import {
  AUTHORISED_COOKIE,
  MULTIPLE_LOGIN_COOKIE,
  SESSION_COOKIE_DAYS,
} from '@yzfk/contract/constants';
import { getCookie, removeCookie, setCookie } from './cookies';
import type { TSessionPersistence, TSessionState } from './session-types';
import { decryptTripleDes, encryptTripleDes } from './triple-des';

/**
 * Cookie holding the rest of the session (refresh token, flags, stamp, user info): JSON
 * encrypted with the multiple-login cookie's triple DES (hex), kept 7 days (spec sections 3, 4).
 * Triple DES rather than the envelope's AES-GCM because it is synchronous, and the session has
 * to be read before the first render. Like the envelope it is obfuscation, not a secret.
 */
export const SESSION_COOKIE = 'session-yzyd';

/** Browsers drop cookies past about 4 KB; beyond this the user's auth list is not kept. */
const MAX_SESSION_COOKIE_CHARS = 3800;

export type TCookiePersistenceOptions = {
  /** MULTIPLE_LOGIN_KEY: 24 bytes of UTF-8 text. */
  key: string;
  /**
   * LOGIN_COOKIE_MODE. 0: the access token cookie lives expires_in/86400 days and the
   * multiple-login cookie 7 days. 1: both are session cookies (gone when the browser closes).
   */
  mode: number;
};

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

/**
 * Keeps the access token in authorised-yzyd, the encrypted multiple-login value (the access
 * token of the latest login) in multiple-yzyd, and the rest of the session encrypted in
 * session-yzyd.
 */
export function createCookiePersistence(options: TCookiePersistenceOptions): TSessionPersistence {
  const { key, mode } = options;
  const encrypt = (text: string) => encryptTripleDes(text, key);

  function saveRest(rest: TStoredRest): void {
    let text = encrypt(JSON.stringify(rest));
    if (text.length > MAX_SESSION_COOKIE_CHARS && rest.userInfo) {
      const slim = { ...rest.userInfo, authNames: undefined };
      text = encrypt(JSON.stringify({ ...rest, userInfo: slim }));
    }
    setCookie(SESSION_COOKIE, text, { days: SESSION_COOKIE_DAYS });
  }

  return {
    load() {
      const stored = getCookie(SESSION_COOKIE);
      const rest = parseRest(stored ? decryptTripleDes(stored, key) : undefined);
      return { ...rest, token: getCookie(AUTHORISED_COOKIE) ?? '' };
    },
    save(state, issue) {
      const { token, ...rest } = state;
      if (issue) {
        const tokenDays = mode === 1 ? undefined : issue.lifetimeDays;
        setCookie(AUTHORISED_COOKIE, token, { days: tokenDays });
        if (issue.isLogin) {
          const loginDays = mode === 1 ? undefined : SESSION_COOKIE_DAYS;
          setCookie(MULTIPLE_LOGIN_COOKIE, encrypt(token), { days: loginDays });
        }
      }
      saveRest(rest);
    },
    clear() {
      removeCookie(AUTHORISED_COOKIE);
      removeCookie(MULTIPLE_LOGIN_COOKIE);
      removeCookie(SESSION_COOKIE);
    },
  };
}
