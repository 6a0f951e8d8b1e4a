import type { TExamSummary } from '@yzfk/contract/calls/exam-shapes';
import { loginUser } from '../identity/identity-fixtures';
import { insertTikuFixture, type TTikuFixture } from '../tiku/tiku-fixtures';
import { startTestApp, type TTestApp, type TTestDatabaseKind } from '../../test-app';
import { callContract, callContractOk, type TAnyCall } from '../../platform/testing/call-contract';
import type { TCallRequest } from '@yzfk/contract/call';
import {
  examLoginCall,
  registerExamCall,
  saveExamAnswerCall,
  startExamCall,
} from '@yzfk/contract/calls/exam';
import { createExamCall } from '@yzfk/contract/calls/exam-admin';

// The mock exams' API test harness: the app on a movable clock with operator calls on, the
// question-bank fixture, users logged in by phone, and helpers that create an exam, register
// and enter its room.

export const ADMIN_TOKEN = 'test-admin-token-exam-0123456789';
const MINUTE_MS = 60_000;

export type TCandidate = { token: string; phone: string; ticketNo: string; idNumber: string };

let phones = 0;

export async function startExamTestKit(kind: TTestDatabaseKind) {
  let now = new Date();
  const t: TTestApp = await startTestApp(kind, {
    env: { ADMIN_TOKEN, ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
    now: () => now,
  });
  const fixture: TTikuFixture = await insertTikuFixture(t.deps.database.db);
  const kit = {
    t,
    fixture,
    now: () => now,
    /** Moves the app's clock on by seconds. */
    later(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    /** The time `minutes` from the app's clock, as ISO 8601. */
    inMinutes: (minutes: number) => new Date(now.getTime() + minutes * MINUTE_MS).toISOString(),
    /** An operator call, with the admin token. */
    admin: <C extends TAnyCall>(call: C, body: TCallRequest<C>) =>
      callContract(t, call, body, ADMIN_TOKEN),
    async login() {
      const phone = `1360000${String(++phones).padStart(4, '0')}`;
      return { token: (await loginUser(t, phone)).token, phone };
    },
    /** Another browser of a user: a new session of the same phone. */
    loginAs: async (phone: string) => (await loginUser(t, phone)).token,
    /** A 随到随考 exam of the fixture paper, open now, 交卷 at any time. */
    async createExam(
      overrides: Partial<TCallRequest<typeof createExamCall>> = {},
    ): Promise<TExamSummary> {
      const reply = await kit.admin(createExamCall, {
        title: '测试模考',
        variant: 'obt',
        startMode: 'window',
        startsAt: kit.inMinutes(-1),
        endsAt: kit.inMinutes(24 * 60),
        submitOpensMinutesBeforeEnd: null,
        papers: [{ title: '试卷一', durationMinutes: 10, sourcePaperId: fixture.paperId }],
        ...overrides,
      });
      if (!reply.success) throw new Error(`create failed: ${reply.code} ${reply.msg}`);
      return reply.data.exam;
    },
    /** A fresh user registered for the exam and logged in to its room. */
    async enter(examId: number, options: { room?: boolean } = {}): Promise<TCandidate> {
      const { token, phone } = await kit.login();
      const idNumber = `1101011990${String(phones).padStart(7, '0')}X`;
      const { registration } = await callContractOk(
        t,
        registerExamCall,
        { examId, realName: '张三', idNumber },
        token,
      );
      if (options.room !== false) {
        const room = { examId, ticketNo: registration.ticketNo, idNumber };
        await callContractOk(t, examLoginCall, room, token);
      }
      return { token, phone, ticketNo: registration.ticketNo, idNumber };
    },
    start: (examId: number, paperId: number, token: string) =>
      callContractOk(t, startExamCall, { examId, paperId }, token),
    save: (token: string, body: TCallRequest<typeof saveExamAnswerCall>) =>
      callContract(t, saveExamAnswerCall, body, token),
  };
  return kit;
}

export type TExamTestKit = Awaited<ReturnType<typeof startExamTestKit>>;
