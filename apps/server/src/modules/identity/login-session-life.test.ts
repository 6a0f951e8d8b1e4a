import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCall } from '@yzfk/contract/calls/auth';
import { callContractOk } from '../../platform/testing/call-contract';
import { loginUser } from './identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

const DAY = 86_400_000;

// The anonymous session a visitor starts with lives a day; a login replaces it with a session
// of the full REFRESH_TOKEN_TTL_S (30 days), which refreshes do not move.

describe.each(TEST_DATABASES)('the life of a logged-in session on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  it('gets 30 days at login and keeps them past the anonymous day', async () => {
    const login = await loginUser(t, '13700000101');
    const { session } = await t.deps.sessions.authenticate(login.token);
    expect(session.kind).toBe('user');
    expect(session.expiresAt.getTime() - now.getTime()).toBe(30 * DAY);

    now = new Date(now.getTime() + 3 * DAY);
    const refreshed = await callContractOk(t, refreshCall, {}, login.refreshToken);
    const after = await t.deps.sessions.authenticate(refreshed.token);
    expect(after.session.id).toBe(session.id);
    expect(after.session.expiresAt).toEqual(session.expiresAt);
  });
});
