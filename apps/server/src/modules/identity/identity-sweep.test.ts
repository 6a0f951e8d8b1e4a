import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEKEEPING_JOB } from '../../platform/jobs/housekeeping';
import { loginPhoneCall, sendCodeCall } from '@yzfk/contract/calls/auth-login';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { callContract } from '../../platform/testing/call-contract';
import { lastCodeFor } from './identity-fixtures';
import { createOAuthStateRepository } from './oauth-state.repository';
import { oauthStates } from './oauth-state.schema';
import { smsCodes } from './sms-code.schema';

const HOUR = 3_600_000;

// The identity module's sweep steps through the housekeeping job: an expired SMS code or WeChat
// state is kept a day (a late try is still told 验证码已过期), then deleted.

describe.each(TEST_DATABASES)('sweeping SMS codes and WeChat states on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  const sweep = () => t.deps.jobs.runNow(HOUSEKEEPING_JOB);

  it('keeps an expired SMS code a day, then deletes it', async () => {
    const { token } = await t.webToken();
    const phone = '13700000201';
    await callContract(t, sendCodeCall, { phone }, token);
    const code = lastCodeFor(t.smsOutbox, phone);
    now = new Date(now.getTime() + 23 * HOUR);
    await sweep();
    expect(await t.deps.database.db.select().from(smsCodes)).toHaveLength(1);
    const late = await callContract(t, loginPhoneCall, { phone, code }, (await t.webToken()).token);
    expect(late).toMatchObject({ code: 4102, msg: '验证码已过期，请重新获取' });
    now = new Date(now.getTime() + 2 * HOUR);
    await sweep();
    expect(await t.deps.database.db.select().from(smsCodes)).toEqual([]);
  });

  it('keeps an unexpired WeChat state and deletes one a day past its expiry', async () => {
    const states = createOAuthStateRepository(t.deps.database.db);
    const { token } = await t.webToken();
    const { session } = await t.deps.sessions.authenticate(token);
    const state = (name: string, expiresAt: Date) => ({
      state: name,
      siteId: session.siteId,
      sessionId: session.id,
      purpose: 'login',
      redirectUri: 'http://localhost/Template/yzfk/home',
      expiresAt,
    });
    await states.insert(state('old', new Date(now.getTime() - 25 * HOUR)));
    await states.insert(state('late', new Date(now.getTime() - 23 * HOUR)));
    await states.insert(state('fresh', new Date(now.getTime() + 600_000)));
    await sweep();
    const left = await t.deps.database.db.select().from(oauthStates);
    expect(left.map((row) => row.state).sort()).toEqual(['fresh', 'late']);
  });
});
