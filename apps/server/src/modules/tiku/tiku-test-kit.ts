import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import type { TEnvelope } from '@yzfk/contract/envelope';
import {
  answerPracticeCall,
  getPracticeCall,
  startPracticeCall,
} from '@yzfk/contract/calls/tiku-practice';
import type { TPracticeSession, TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { callContract, callContractOk, type TAnyCall } from '../../platform/testing/call-contract';
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
  /** Makes a contract call as a user; answers the envelope. */
  call: <C extends TAnyCall>(
    call: C,
    body: TCallRequest<C>,
    token: string,
  ) => Promise<TEnvelope<TCallData<C>>>;
  /** Starts a session and returns it (throws on failure). */
  start: (body: TCallRequest<typeof startPracticeCall>, token: string) => Promise<TPracticeSession>;
  view: (sessionId: string, token: string) => Promise<TPracticeView>;
  answer: (
    sessionId: string,
    questionId: number,
    chosen: TCallRequest<typeof answerPracticeCall>['chosen'],
    token: string,
  ) => Promise<TEnvelope<TCallData<typeof answerPracticeCall>>>;
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
    call: (call, body, token) => callContract(t, call, body, token),
    start: async (body, token) => (await callContractOk(t, startPracticeCall, body, token)).session,
    view: (sessionId, token) => callContractOk(t, getPracticeCall, { sessionId }, token),
    answer: (sessionId, questionId, chosen, token) =>
      callContract(t, answerPracticeCall, { sessionId, questionId, chosen }, token),
  };
  return kit;
}
