import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCall } from '@yzfk/contract/calls/auth';
import { callContractReply } from '../../platform/testing/call-contract';
import { HOUSEKEEPING_JOB } from '../../platform/jobs/housekeeping';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { refreshTokens, sessions } from './session.schema';
import { hashRefreshToken } from './session.service';

type TTokens = { token: string; refreshToken: string };

const HOUR = 3_600_000;

// The session module's sweep steps, run through the housekeeping job on the app's clock: what
// can never count again goes, what a client may still present stays.

describe.each(TEST_DATABASES)('sweeping sessions and refresh tokens on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const sweep = () => t.deps.jobs.runNow(HOUSEKEEPING_JOB);
  const refresh = (refreshToken: string) => callContractReply(t, refreshCall, {}, refreshToken);

  async function sessionIdOf(pair: TTokens): Promise<string> {
    return (await t.deps.sessions.authenticate(pair.token)).session.id;
  }
  async function sessionExists(id: string): Promise<boolean> {
    const rows = await t.deps.database.db.select().from(sessions).where(eq(sessions.id, id));
    return rows.length === 1;
  }
  async function tokensOf(id: string) {
    return t.deps.database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, id));
  }

  it('never deletes a live session or its current refresh token', async () => {
    const first = await t.webToken();
    const id = await sessionIdOf(first);
    later(20 * HOUR);
    const second = (await refresh(first.refreshToken)).envelope.data;
    later(23 * HOUR);
    expect(await sweep()).toBe(true);
    expect(await sessionExists(id)).toBe(true);
    const hashes = (await tokensOf(id)).map((token) => token.tokenHash);
    expect(hashes).toContain(hashRefreshToken(second.refreshToken));
    // The used token stays too: presenting it again still ends the session as stolen.
    expect(hashes).toContain(hashRefreshToken(first.refreshToken));
    expect((await refresh(second.refreshToken)).envelope.code).toBe(200);
  });

  it('keeps an ended session for a day, so its client is still told why', async () => {
    const pair = await t.webToken();
    const id = await sessionIdOf(pair);
    await t.deps.sessions.endSession(id, 'forced_offline');
    later(23 * HOUR);
    await sweep();
    expect(await sessionExists(id)).toBe(true);
    expect((await refresh(pair.refreshToken)).envelope).toMatchObject({
      code: 5008,
      msg: '用户已被强制下线',
    });
    later(2 * HOUR);
    await sweep();
    expect(await sessionExists(id)).toBe(false);
    expect(await tokensOf(id)).toEqual([]);
    expect((await refresh(pair.refreshToken)).envelope.code).toBe(5015);
  });

  it('deletes an expired session with its tokens an hour after it ran out', async () => {
    const pair = await t.webToken();
    const id = await sessionIdOf(pair);
    later(24 * HOUR + 59 * 60_000);
    await sweep();
    expect(await sessionExists(id)).toBe(true);
    expect((await refresh(pair.refreshToken)).envelope.code).toBe(5002);
    later(2 * 60_000);
    await sweep();
    expect(await sessionExists(id)).toBe(false);
    expect(await tokensOf(id)).toEqual([]);
  });

  it('deletes the used refresh tokens of a live session a week after their use', async () => {
    let pair: TTokens = await t.webToken();
    const id = await sessionIdOf(pair);
    const used: string[] = [];
    for (let visit = 0; visit < 10; visit++) {
      later(20 * HOUR);
      used.push(pair.refreshToken);
      const { envelope } = await refresh(pair.refreshToken);
      expect(envelope.code).toBe(200);
      pair = envelope.data;
    }
    // Used at 20 h, 40 h, … 200 h; now is 200 h: those used more than 168 h ago go.
    await sweep();
    const kept = new Set((await tokensOf(id)).map((token) => token.tokenHash));
    const keptUsed = used.map((token) => kept.has(hashRefreshToken(token)));
    expect(keptUsed).toEqual([false, true, true, true, true, true, true, true, true, true]);
    expect(kept.has(hashRefreshToken(pair.refreshToken))).toBe(true);
    expect((await refresh(pair.refreshToken)).envelope.code).toBe(200);
  });
});
