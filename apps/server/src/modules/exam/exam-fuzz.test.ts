import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-app';
import {
  examAnswers,
  examAttempts,
  examLogins,
  examPapers,
  examRegistrations,
  exams,
} from './exam.schema';
import { startExamTestKit, type TExamTestKit } from './exam-test-kit';
import { examBeforeCall } from '@yzfk/contract/calls/exam';
import { callContract } from '../../platform/testing/call-contract';
import { OPTION_KEYS } from '@yzfk/contract/calls/tiku-shapes';

// Random and malformed bodies to every exam call, from an intruder and from the candidate
// herself: never a 500, never a change to stored data. The bodies are wrong by construction
// (wrong field types, someone else's attempt, a sequence number not above the stored one,
// letters the questions do not have), so none of them may store anything.

const EXAM_CALLS = [
  '/flks/exam/list',
  '/flks/exam/detail',
  '/flks/exam/register',
  '/flks/exam/login',
  '/flks/exam/before',
  '/flks/exam/start',
  '/flks/exam/attempt',
  '/flks/exam/save',
  '/flks/exam/heartbeat',
  '/flks/exam/submit',
  '/flks/exam/report',
  '/flks/exam/grade',
  '/flks/exam/ranking',
  '/flks/exam/mine',
  '/flks/admin/exam/create',
  '/flks/admin/exam/schedule',
  '/flks/admin/exam/addtime',
  '/flks/admin/exam/importanswers',
];

/** Calls that only read: a body of wrong extra fields is still a valid request to them. */
const READING_CALLS = ['/flks/exam/list', '/flks/exam/mine'];

describe.each(TEST_DATABASES)('exam calls under random input on %s', (kind) => {
  let kit: TExamTestKit;
  let owner: string;
  let intruder: string;
  let attemptId: number;
  let examId: number;
  beforeAll(async () => {
    kit = await startExamTestKit(kind);
    const exam = await kit.createExam({ title: '随机输入测试' });
    examId = exam.id;
    const me = await kit.enter(exam.id);
    owner = me.token;
    const view = await kit.start(exam.id, exam.papers[0]?.id ?? 0, owner);
    attemptId = view.attempt.id;
    for (const [index, question] of view.questions.entries()) {
      const reply = await kit.save(owner, {
        attemptId,
        questionId: question.id,
        seq: 100 + index,
        chosen: ['A'],
      });
      expect(reply.code).toBe(200);
    }
    intruder = (await kit.enter(exam.id)).token;
  });
  afterAll(() => kit.t.close());

  async function snapshot() {
    const { db } = kit.t.deps.database;
    const counts = [];
    for (const table of [exams, examPapers, examRegistrations, examLogins, examAttempts]) {
      counts.push((await db.select({ n: count() }).from(table))[0]?.n);
    }
    const answers = await db.select().from(examAnswers).orderBy(examAnswers.questionId);
    const attempts = await db.select().from(examAttempts).orderBy(examAttempts.id);
    return JSON.stringify({ counts, answers, attempts });
  }

  const wrongValue = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constant(null),
    fc.constant(-1),
    fc.double(),
    fc.array(fc.integer(), { maxLength: 3 }),
  );
  const wrongBody = fc.oneof(
    fc
      .jsonValue()
      .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
    fc.dictionary(
      fc.string({ maxLength: 12 }).map((key) => `x${key}`),
      fc.jsonValue(),
      { maxKeys: 4 },
    ),
    fc.record({
      examId: wrongValue,
      attemptId: wrongValue,
      paperId: wrongValue,
      questionId: wrongValue,
      seq: wrongValue,
      chosen: wrongValue,
      texts: fc.oneof(fc.integer(), fc.constant([1, 2])),
      ticketNo: fc.oneof(fc.integer(), fc.constant('abc')),
      idNumber: fc.oneof(fc.integer(), fc.constant('!!')),
    }),
  );

  it('answers every call with a 4xx code and changes nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...EXAM_CALLS),
        wrongBody,
        fc.boolean(),
        async (path, body, asOwner) => {
          const { status, envelope } = await kit.t.call(path, body, {
            token: asOwner ? owner : intruder,
          });
          expect(status).toBeLessThan(500);
          // Reading calls (list, mine) may answer an empty body; nothing may be written.
          if (!READING_CALLS.includes(path)) expect(envelope.success).toBe(false);
          expect(envelope.code).not.toBe(5000);
        },
      ),
      { numRuns: 150, seed: 20_261_201 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses well-formed saves that break a rule, and stores none of them', async () => {
    const before = await snapshot();
    const questionIds = kit.fixture.objective.slice(0, 5).map((q) => q.id);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...questionIds),
        fc.integer({ min: 1, max: 99 }),
        fc.subarray([...OPTION_KEYS]),
        fc.constantFrom('intruder', 'stale', 'foreign'),
        async (questionId, seq, chosen, kind) => {
          const token = kind === 'intruder' ? intruder : owner;
          const letters = kind === 'foreign' ? [...chosen, 'H' as const] : chosen;
          const reply = await kit.save(token, {
            attemptId,
            questionId,
            seq: kind === 'foreign' ? seq + 1000 : seq,
            chosen: letters,
          });
          expect(reply.success).toBe(false);
          // 4000: more letters than a question can have.
          expect([4709, 4806, 4703, 4000]).toContain(reply.code);
        },
      ),
      { numRuns: 60, seed: 20_261_202 },
    );
    expect(await snapshot()).toEqual(before);
    expect(
      await callContract(kit.t, examBeforeCall, { examId }, (await kit.login()).token),
    ).toMatchObject({ code: 4811 });
  });
});
