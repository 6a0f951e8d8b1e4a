// Build-time defaults that vite.config.ts and src/config/env.ts share. Both are public and meant
// for development only: production builds set MULTIPLE_LOGIN_KEY themselves.

/** Development key of the multiple-login cookie and the session cookie (24 bytes, triple DES). */
export const DEVELOPMENT_MULTIPLE_LOGIN_KEY = 'yzfk-dev-multiple-login!';

/** Triple DES keys are 24 bytes (three DES keys). */
export const TRIPLE_DES_KEY_BYTES = 24;

/** Cookie modes of a login result (spec section 4); 0 unless LOGIN_COOKIE_MODE says 1. */
export const LOGIN_COOKIE_MODES = ['0', '1'] as const;
export const DEFAULT_LOGIN_COOKIE_MODE = '0';
