import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import { describe, expect, it } from 'vitest';
import { parseWebEnv, webEnv } from './env';

describe('web configuration', () => {
  it('uses the key defined at build time and an empty API base by default', () => {
    expect(webEnv.VITE_ENVELOPE_KEY).toBe(DEVELOPMENT_ENVELOPE_KEY);
    expect(parseWebEnv({ VITE_ENVELOPE_KEY: DEVELOPMENT_ENVELOPE_KEY }).VITE_API_BASE).toBe('');
  });

  it('drops a trailing slash from the API base', () => {
    const env = parseWebEnv({
      VITE_ENVELOPE_KEY: DEVELOPMENT_ENVELOPE_KEY,
      VITE_API_BASE: 'https://api.example.cn/',
    });
    expect(env.VITE_API_BASE).toBe('https://api.example.cn');
  });

  it('names the variable when the key is missing or malformed', () => {
    expect(() => parseWebEnv({})).toThrow(/VITE_ENVELOPE_KEY/);
    expect(() => parseWebEnv({ VITE_ENVELOPE_KEY: 'c2hvcnQ=' })).toThrow(
      /VITE_ENVELOPE_KEY: must be 32 bytes of base64/,
    );
  });
});
