import type { TEnvelope } from '@yzfk/contract/envelope';
import type { TPracticeSession, TPracticeView, TSolution } from '@yzfk/contract/calls/tiku-shapes';
import { loginUser } from '../identity/identity-fixtures';
import { insertTikuFixture, type TTikuFixture } from './tiku-fixtures';
import { startTestApp, type TTestApp, type TTestDatabaseKind } from '../../test-app';

// The question-bank API tests' harness: the app on a movable clock, the fixture bank, and
// users logged in by phone (each login is a fresh phone, within the SMS limits).

export type TTikuTestKit = {
  t: TTestApp;
  fixture: TTikuFixture;
  /** Moves the app's clock on. */
  later: (seconds: number) => void;
  /** A fresh user's token (a new phone each time). */
  login: () => Promise<{ token: string; phone: string }>;
  /** An anonymous web session's token. */
  anonymous: () => Promise<string>;
  call: <T>(path: string, body: unknown, token: string) => Promise<TEnvelope<T>>;
  /** Starts a session and returns it (throws on failure). */
  start: (body: Record<string, unknown>, token: string) => Promise<TPracticeSession>;
  view: (sessionId: string, token: string) => Promise<TPracticeView>;
  answer: (
    sessionId: string,
    questionId: number,
    chosen: string[],
    token: string,
  ) => Promise<TEnvelope<{ solution: TSolution | null; session: TPracticeSession }>>;
};

let phones = 0;

/** Starts the app on a database kind with the fixture bank inserted. */
export async function startTikuTestKit(kind: TTestDatabaseKind): Promise<TTikuTestKit> {
  let now = new Date();
  const t = await startTestApp(kind, {
    // Long-lived access tokens: the tests move the clock by days (review schedule).
    env: { ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
    now: () => now,
  });
  const fixture = await insertTikuFixture(t.deps.database.db);
  const call = async <T>(path: string, body: unknown, token: string) =>
    (await t.call<T>(path, body, { token })).envelope;
  const kit: TTikuTestKit = {
    t,
    fixture,
    later: (seconds) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
    async login() {
      const phone = `1370000${String(++phones).padStart(4, '0')}`;
      return { token: (await loginUser(t, phone)).token, phone };
    },
    anonymous: async () => (await t.webToken()).token,
    call,
    async start(body, token) {
      const reply = await call<{ session: TPracticeSession }>(
        '/flks/tiku/practice/start',
        body,
        token,
      );
      if (!reply.success) throw new Error(`start failed: ${reply.code} ${reply.msg}`);
      return reply.data.session;
    },
    async view(sessionId, token) {
      const reply = await call<TPracticeView>('/flks/tiku/practice/get', { sessionId }, token);
      if (!reply.success) throw new Error(`get failed: ${reply.code} ${reply.msg}`);
      return reply.data;
    },
    answer: (sessionId, questionId, chosen, token) =>
      call('/flks/tiku/practice/answer', { sessionId, questionId, chosen }, token),
  };
  return kit;
}
