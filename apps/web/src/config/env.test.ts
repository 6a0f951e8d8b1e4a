import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_MULTIPLE_LOGIN_KEY } from './build-defaults';
import { parseWebEnv, webEnv } from './env';

const KEYS = {
  VITE_ENVELOPE_KEY: DEVELOPMENT_ENVELOPE_KEY,
  VITE_MULTIPLE_LOGIN_KEY: DEVELOPMENT_MULTIPLE_LOGIN_KEY,
};

describe('web configuration', () => {
  it('uses the keys defined at build time, an empty API base and cookie mode 0 by default', () => {
    expect(webEnv.VITE_ENVELOPE_KEY).toBe(DEVELOPMENT_ENVELOPE_KEY);
    expect(webEnv.VITE_MULTIPLE_LOGIN_KEY).toBe(DEVELOPMENT_MULTIPLE_LOGIN_KEY);
    expect(webEnv.VITE_LOGIN_COOKIE_MODE).toBe(0);
    expect(parseWebEnv(KEYS).VITE_API_BASE).toBe('');
    expect(parseWebEnv(KEYS).VITE_LOGIN_COOKIE_MODE).toBe(0);
  });

  it('drops a trailing slash from the API base', () => {
    const env = parseWebEnv({ ...KEYS, VITE_API_BASE: 'https://api.example.cn/' });
    expect(env.VITE_API_BASE).toBe('https://api.example.cn');
  });

  it('names the variable when the key is missing or malformed', () => {
    expect(() => parseWebEnv({})).toThrow(/VITE_ENVELOPE_KEY/);
    expect(() => parseWebEnv({ ...KEYS, VITE_ENVELOPE_KEY: 'c2hvcnQ=' })).toThrow(
      /VITE_ENVELOPE_KEY: must be 32 bytes of base64/,
    );
    expect(() => parseWebEnv({ ...KEYS, VITE_MULTIPLE_LOGIN_KEY: 'short' })).toThrow(
      /VITE_MULTIPLE_LOGIN_KEY: must be 24 bytes/,
    );
  });

  it('accepts login cookie mode 1 and refuses anything but 0 or 1', () => {
    expect(parseWebEnv({ ...KEYS, VITE_LOGIN_COOKIE_MODE: '1' }).VITE_LOGIN_COOKIE_MODE).toBe(1);
    expect(() => parseWebEnv({ ...KEYS, VITE_LOGIN_COOKIE_MODE: '2' })).toThrow(
      /VITE_LOGIN_COOKIE_MODE: must be 0 or 1/,
    );
  });
});
