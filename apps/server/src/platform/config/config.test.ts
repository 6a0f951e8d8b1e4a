import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.SMS_RESEND_INTERVAL_S).toBe(60);
  });

  it('seeds the demo in production only when asked (issue 27)', () => {
    const secrets = {
      NODE_ENV: 'production',
      ENVELOPE_KEY: Buffer.alloc(32, 7).toString('base64'),
      TOKEN_SECRET: 'a-real-production-secret-of-enough-length-0123',
    };
    expect(loadConfig(secrets).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...secrets, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL: must start with postgres:// or postgresql://',
    ]);
    expect(problemsOf({ ENVELOPE_KEY: 'c2hvcnQ=' })).toEqual([
      'ENVELOPE_KEY: must be 32 bytes in base64',
    ]);
    expect(problemsOf({ SEED_DEMO: 'yes' })).toEqual(['SEED_DEMO: must be true or false']);
    expect(problemsOf({ SMS_RESEND_INTERVAL_S: '0' })).toEqual([
      'SMS_RESEND_INTERVAL_S: must be positive',
    ]);
  });

  it('reads TRUST_HTTPS and the CORS origin list, refusing anything but origins', () => {
    expect(loadConfig({}).TRUST_HTTPS).toBe(false);
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    const config = loadConfig({
      TRUST_HTTPS: 'true',
      CORS_ORIGINS: 'https://a.example.cn, http://localhost:5173',
    });
    expect(config.TRUST_HTTPS).toBe(true);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example.cn', 'http://localhost:5173']);
    expect(problemsOf({ CORS_ORIGINS: 'https://a.example.cn/path' })).toEqual([
      'CORS_ORIGINS.0: must be comma-separated origins (scheme://host[:port])',
    ]);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: '-1', ACCESS_TOKEN_TTL_S: 'soon' });
    expect(problems.map((line) => line.split(':')[0])).toEqual(['PORT', 'ACCESS_TOKEN_TTL_S']);
  });

  it('refuses the development secrets in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'ENVELOPE_KEY: must be set in production',
      'TOKEN_SECRET: must be set in production',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });
});
