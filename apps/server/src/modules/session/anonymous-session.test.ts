import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCall, servicePathCall } from '@yzfk/contract/calls/auth';
import { callContract, callContractReply } from '../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { refreshTokens, sessions } from './session.schema';
import { hashRefreshToken } from './session.service';

type TTokens = { token: string; refreshToken: string };

const HOUR = 3_600_000;

// An anonymous session lives ANONYMOUS_SESSION_TTL_S (a day) from its last refresh: a browser
// that keeps coming back keeps one session; one that stays away loses it and starts another.

describe.each(TEST_DATABASES)('anonymous session life on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => callContractReply(t, refreshCall, {}, refreshToken);
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  async function sessionOf(refreshToken: string) {
    const [row] = await t.deps.database.db
      .select({ session: sessions, token: refreshTokens })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    if (!row) throw new Error('no such refresh token');
    return row;
  }

  it('gives a gettoken session a day, not the 30 days of a login', async () => {
    const pair = await t.webToken();
    const { session, token } = await sessionOf(pair.refreshToken);
    expect(session.expiresAt.getTime() - now.getTime()).toBe(24 * HOUR);
    expect(token.expiresAt).toEqual(session.expiresAt);
  });

  it('extends the session a day from each refresh, keeping the same session', async () => {
    let pair: TTokens = await t.webToken();
    const { session: first } = await sessionOf(pair.refreshToken);
    for (let visit = 0; visit < 5; visit++) {
      later(20 * HOUR);
      const { envelope } = await refresh(pair.refreshToken);
      expect(envelope.code).toBe(200);
      pair = envelope.data;
    }
    const { session, token } = await sessionOf(pair.refreshToken);
    expect(session.id).toBe(first.id);
    expect(session.expiresAt.getTime() - now.getTime()).toBe(24 * HOUR);
    expect(token.expiresAt).toEqual(session.expiresAt);
    expect((await callContract(t, servicePathCall, {}, pair.token)).code).toBe(200);
  });

  it('lets a session whose browser stayed away a day run out (5002)', async () => {
    const pair = await t.webToken();
    later(24 * HOUR + 1000);
    const { envelope } = await refresh(pair.refreshToken);
    expect(envelope).toMatchObject({ code: 5002, msg: '登录已过期，请重新登录' });
  });
});
