import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageSectionCall } from '@yzfk/contract/calls/pagesection';
import { callContract } from '../../platform/testing/call-contract';
import { SESSION_CHANGED_CHANNEL, createSessionRepository } from './session.repository';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

// Sessions are cached per process; a write to a session made elsewhere (another process, or
// another connection) must still end it from the next request on.

/** Resolves when the database delivers a session change for the session id. */
function heardChange(t: TTestApp, sessionId: string): Promise<void> {
  return new Promise((resolve) => {
    void t.deps.database.listen(SESSION_CHANGED_CHANNEL, {
      onPayload: (payload) => {
        if (payload === sessionId) resolve();
      },
      onListening: () => undefined,
    });
  });
}

describe.each(TEST_DATABASES)('session cache on %s', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const menu = (token: string) =>
    callContract(t, getPageSectionCall, { pageValue: 'headMenu' }, token);
  const menuCode = async (token: string) => (await menu(token)).code;

  it('ends a cached session revoked by another writer (5007), without a restart', async () => {
    const { token } = await t.webToken();
    expect(await menuCode(token)).toBe(200);
    const { session } = await t.deps.sessions.authenticate(token);
    // The test listens after the app's cache did, so the cache has heard a change when the
    // test hears it (listeners are told in order).
    const heard = heardChange(t, session.id);
    // A repository of its own stands for another process: it writes and NOTIFYs, nothing else.
    await createSessionRepository(t.deps.database.db).revoke(session.id, 'logout');
    await heard;
    expect(await menuCode(token)).toBe(5007);
  });

  it('tells a forced-offline session 5008 用户已被强制下线', async () => {
    const { token } = await t.webToken();
    expect(await menuCode(token)).toBe(200);
    const { session } = await t.deps.sessions.authenticate(token);
    await t.deps.sessions.endSession(session.id, 'forced_offline');
    expect(await menu(token)).toMatchObject({ code: 5008, msg: '用户已被强制下线' });
  });
});
