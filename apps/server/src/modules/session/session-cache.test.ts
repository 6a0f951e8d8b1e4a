import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionRepository } from './session.repository';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

// Sessions are cached per process; a write to a session made elsewhere (another process, or
// another connection) must still end it from the next request on.

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(TEST_DATABASES)('session cache on %s', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const menuCode = async (token: string) =>
    (await t.call('/flks/pagesection/get', { pageValue: 'headMenu' }, { token })).envelope.code;

  it('ends a cached session revoked by another writer (5007), without a restart', async () => {
    const { token } = await t.webToken();
    expect(await menuCode(token)).toBe(200);
    const { session } = await t.deps.sessions.authenticate(token);
    // A repository of its own stands for another process: it writes and NOTIFYs, nothing else.
    await createSessionRepository(t.deps.database.db).revoke(session.id, 'logout');
    expect(
      await eventually(
        () => menuCode(token),
        (code) => code !== 200,
      ),
    ).toBe(5007);
  });

  it('tells a forced-offline session 5008 用户已被强制下线', async () => {
    const { token } = await t.webToken();
    expect(await menuCode(token)).toBe(200);
    const { session } = await t.deps.sessions.authenticate(token);
    await t.deps.sessions.endSession(session.id, 'forced_offline');
    const { envelope } = await t.call(
      '/flks/pagesection/get',
      { pageValue: 'headMenu' },
      { token },
    );
    expect(envelope).toMatchObject({ code: 5008, msg: '用户已被强制下线' });
  });
});
