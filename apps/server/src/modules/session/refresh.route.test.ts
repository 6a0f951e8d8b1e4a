import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCall } from '@yzfk/contract/calls/auth';
import { logoutCall } from '@yzfk/contract/calls/auth-login';
import { getPageSectionCall } from '@yzfk/contract/calls/pagesection';
import { callContract, callContractReply } from '../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

describe.each(TEST_DATABASES)('POST /flks/auth/refresh on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string, accessToken?: string) =>
    callContractReply(t, refreshCall, { accessToken }, refreshToken);
  const menu = (token: string) =>
    callContractReply(t, getPageSectionCall, { pageValue: 'headMenu' }, token);

  it('rotates: a new pair that works, the old refresh token spent', async () => {
    const first = await t.webToken();
    const { envelope } = await refresh(first.refreshToken, first.token);
    expect(envelope.success).toBe(true);
    expect(envelope.data.refreshToken).not.toBe(first.refreshToken);
    expect((await menu(envelope.data.token)).envelope.success).toBe(true);
    expect((await refresh(envelope.data.refreshToken)).envelope.success).toBe(true);
  });

  /** Moves the injected clock past the grace window (REFRESH_GRACE_S, 30 s by default). */
  const pastGrace = () => {
    now = new Date(now.getTime() + 31 * 1000);
  };

  it('answers a just-used refresh token again with the same pair (grace window)', async () => {
    const first = await t.webToken();
    const once = (await refresh(first.refreshToken)).envelope;
    const again = (await refresh(first.refreshToken)).envelope;
    expect(again.success).toBe(true);
    expect(again.data.refreshToken).toBe(once.data.refreshToken);
    expect((await menu(again.data.token)).envelope.success).toBe(true);
    expect((await refresh(again.data.refreshToken)).envelope.success).toBe(true);
  });

  it('treats a refresh token reused after the grace window as stolen and ends the whole session', async () => {
    const first = await t.webToken();
    const second = (await refresh(first.refreshToken)).envelope.data;
    pastGrace();
    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.envelope.code).toBe(5007);
    expect(replay.envelope.msg).toBe('登录凭证已被重复使用，为保障账号安全请重新登录');
    // Every token of the family is dead now, including the newest pair.
    expect((await refresh(second.refreshToken)).envelope.code).toBe(5007);
    expect((await menu(second.token)).envelope.code).toBe(5007);
  });

  it('forgives only the latest used token: one two rotations old ends the session', async () => {
    const first = await t.webToken();
    const second = (await refresh(first.refreshToken)).envelope.data;
    const third = (await refresh(second.refreshToken)).envelope.data;
    expect((await refresh(first.refreshToken)).envelope.code).toBe(5007);
    expect((await menu(third.token)).envelope.code).toBe(5007);
  });

  it('gives no grace answer once the session was ended by a logout', async () => {
    const first = await t.webToken();
    const second = (await refresh(first.refreshToken)).envelope.data;
    expect((await callContract(t, logoutCall, {}, second.token)).code).toBe(200);
    const replay = await refresh(first.refreshToken);
    expect(replay.envelope.code).toBe(5007);
    expect(replay.envelope.msg).toBe('登录状态已失效，请重新登录');
  });

  it('answers 5015 for a refresh token it never issued', async () => {
    const { envelope } = await refresh('rt_forged');
    expect(envelope).toMatchObject({ code: 5015, msg: '登录凭证无效，请重新登录' });
  });

  it('answers 4010 without a bearer token and 5015 for a malformed header', async () => {
    expect((await callContract(t, refreshCall, {})).code).toBe(4010);
    expect((await refresh('has spaces in it')).envelope.code).toBe(5015);
  });

  it('answers 5002 once the session has run out, and 4011 for an expired access token', async () => {
    const pair = await t.webToken();
    now = new Date(now.getTime() + 901 * 1000);
    const expired = await menu(pair.token);
    expect(expired.envelope).toMatchObject({ code: 4011, msg: '访问令牌已过期' });
    now = new Date(now.getTime() + 31 * 86_400 * 1000);
    const late = await refresh(pair.refreshToken);
    expect(late.envelope).toMatchObject({ code: 5002, msg: '登录已过期，请重新登录' });
  });

  it('answers two racing refreshes (two tabs) with the same pair and keeps the session', async () => {
    const pair = await t.webToken();
    const results = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    expect(results.map((result) => result.envelope.code)).toEqual([200, 200]);
    const [one, two] = results.map((result) => result.envelope.data);
    expect(two).toEqual(one);
    expect((await menu(two?.token ?? '')).envelope.success).toBe(true);
    expect((await refresh(two?.refreshToken ?? '')).envelope.success).toBe(true);
  });
});
