import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerSubjectiveCall,
  getSubjectiveCall,
  gradeSubjectiveCall,
  listSubjectiveCall,
  type TSubjectiveAttempt,
} from '@yzfk/contract/calls/tiku-subjective';
import { questions } from '../question.schema';
import { grantPersonal, loginUser } from '../../identity/identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../../test-app';
import { insertTikuFixture, type TTikuFixture } from '../tiku-fixtures';
import { callContract, looseBody, type TAnyCall } from '../../../platform/testing/call-contract';
import type { TCallRequest } from '@yzfk/contract/call';

// Subjective practice as a candidate sees it: the fixture's question has two sub-questions
// with scoring points 2 + 2 and 3 (7 points).

type TSummary = { id: number; attemptCount: number; bestScore: number | null; maxScore: number };
type TList = { total: number; list: TSummary[] };
type TSolution = { referenceHtml: string; scoringPoints: { text: string; points: number }[] }[];

const SOLUTION: TSolution = [
  {
    referenceHtml: '<p>成立。</p>',
    scoringPoints: [
      { text: '合同成立', points: 2 },
      { text: '说明承诺到达生效', points: 2 },
    ],
  },
  { referenceHtml: '<p>违约责任。</p>', scoringPoints: [{ text: '违约责任', points: 3 }] },
];

describe.each(TEST_DATABASES)('subjective practice on %s', (kind) => {
  let t: TTestApp;
  let fixture: TTikuFixture;
  let clock = new Date();
  let token: string;
  let otherToken: string;
  let anonymous: string;
  let paidSubjectiveId: number;
  let firstAttempt: TSubjectiveAttempt;

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => clock });
    const db = t.deps.database.db;
    fixture = await insertTikuFixture(db);
    const [paid] = await db
      .insert(questions)
      .values({
        bankId: fixture.paidBankId,
        externalId: `subjective-test:${kind}:paid`,
        contentHash: 'h',
        type: 'subjective',
        subjectId: fixture.subjectId,
        chapterId: null,
        stemHtml: '<p>付费案例材料</p>',
        stemText: '付费案例材料',
        options: [],
        answer: [],
        subQuestions: [
          {
            stemHtml: '<p>问</p>',
            referenceHtml: '<p>答</p>',
            scoringPoints: [{ text: '点', points: 5 }],
          },
        ],
        lawRefs: [],
        tags: [],
        ordinal: 0,
      })
      .returning({ id: questions.id });
    if (!paid) throw new Error('question not inserted');
    paidSubjectiveId = paid.id;
    token = (await loginUser(t, '13600000201')).token;
    otherToken = (await loginUser(t, '13600000202')).token;
    anonymous = (await t.webToken()).token;
  });
  afterAll(() => t.close());

  const call = <C extends TAnyCall>(contractCall: C, body: TCallRequest<C>, callToken = token) =>
    callContract(t, contractCall, body, callToken);
  const list = async (body: Record<string, unknown> = {}, callToken = token) =>
    (await call(listSubjectiveCall, body, callToken)).data;
  const mine = (data: TList) => data.list.find((item) => item.id === fixture.subjectiveId);
  const answer = (answers: string[], questionId = fixture.subjectiveId) =>
    call(answerSubjectiveCall, { questionId, answers });
  // Marks of any shape: what the server refuses is half of these tests.
  const grade = (attemptId: number, achieved: unknown, callToken = token) =>
    call(gradeSubjectiveCall, looseBody({ attemptId, achieved }), callToken);

  it('lists free subjective questions to anonymous visitors, with zero attempts', async () => {
    const data = await list({}, anonymous);
    expect(mine(data)).toEqual({
      id: fixture.subjectiveId,
      subjectName: '民法',
      excerpt: expect.stringMatching(/^测试题干 \d+/) as string,
      source: { year: 2020, paper: '卷一', number: expect.any(Number) as number },
      subQuestionCount: 2,
      maxScore: 7,
      attemptCount: 0,
      bestScore: null,
    });
    expect(data.list.map((item) => item.id)).not.toContain(paidSubjectiveId);
    expect(data.list.map((item) => item.id)).not.toContain(fixture.objective[0]?.id);
    expect((await list({ subjectId: 999_999 }, anonymous)).total).toBe(0);
    expect(mine(await list({ subjectId: fixture.subjectId }, anonymous))).toBeDefined();
  });

  it('asks an anonymous caller to log in (4106) to read, answer or grade', async () => {
    const questionId = fixture.subjectiveId;
    for (const [contractCall, body] of [
      [getSubjectiveCall, { questionId }],
      [answerSubjectiveCall, { questionId, answers: ['a', 'b'] }],
      [gradeSubjectiveCall, { attemptId: 1, achieved: [[0], []] }],
    ] as const) {
      // Each body is its own call's: the loop's union of calls cannot say so.
      expect(await call(contractCall, looseBody(body), anonymous), contractCall.path).toMatchObject(
        {
          code: 4106,
          msg: '请先登录',
        },
      );
    }
  });

  it('shows the case and sub-questions without the reference before any attempt', async () => {
    const envelope = await call(getSubjectiveCall, {
      questionId: fixture.subjectiveId,
    });
    expect(envelope.data).toMatchObject({
      question: {
        id: fixture.subjectiveId,
        subjectName: '民法',
        materialHtml: expect.stringMatching(/^<p>测试题干/) as string,
        subQuestions: [
          { stemHtml: '<p>甲乙之间的合同是否成立？</p>', points: 4 },
          { stemHtml: '<p>乙应承担何种责任？</p>', points: 3 },
        ],
        maxScore: 7,
        favorite: false,
      },
      attempts: [],
      solution: null,
    });
    expect(JSON.stringify(envelope.data)).not.toMatch(/成立。|违约责任|采分|scoringPoints/);
    const objective = await call(getSubjectiveCall, {
      questionId: fixture.objective[0]?.id,
    });
    expect(objective).toMatchObject({ code: 4701, msg: '试题不存在或已下架' });
    expect(await call(getSubjectiveCall, { questionId: 999_999 })).toMatchObject({
      code: 4701,
    });
    expect(await call(getSubjectiveCall, { questionId: paidSubjectiveId })).toMatchObject({
      code: 5006,
      msg: '无权限阅读，请重新登录',
    });
  });

  it('refuses answers that do not match the sub-questions', async () => {
    expect(await answer(['只答了一问'])).toMatchObject({
      code: 4712,
      msg: '作答数量与小题数量不一致（本题有 2 问）',
    });
    expect(await answer(['一', '二', '三'])).toMatchObject({ code: 4712 });
    expect(await answer([])).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（answers：请作答后再提交）',
    });
    expect(await answer(['法'.repeat(5001), '二'])).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（answers.0：每问的作答不能超过 5000 个字）',
    });
    expect(await answer(['一', '二'], fixture.objective[0]?.id)).toMatchObject({ code: 4701 });
    expect(
      (await call(getSubjectiveCall, { questionId: fixture.subjectiveId })).data.attempts,
    ).toEqual([]);
  });

  it('stores an answer and reveals the reference answer with its scoring points', async () => {
    const envelope = await answer(['合同成立，承诺到达时生效。', '乙承担违约责任。']);
    expect(envelope.success).toBe(true);
    expect(envelope.data.attempt).toEqual({
      id: expect.any(Number) as number,
      answers: ['合同成立，承诺到达时生效。', '乙承担违约责任。'],
      achieved: null,
      score: null,
      maxScore: 7,
      createdAt: clock.toISOString(),
      gradedAt: null,
    });
    expect(envelope.data.solution).toEqual(SOLUTION);
    firstAttempt = envelope.data.attempt;
    const after = await call(getSubjectiveCall, {
      questionId: fixture.subjectiveId,
    });
    expect(after.data.attempts).toEqual([firstAttempt]);
    expect(after.data.solution).toEqual(SOLUTION);
  });

  it('scores the ticked scoring points, and a re-grade replaces the grade', async () => {
    clock = new Date(clock.getTime() + 60_000);
    const graded = await grade(firstAttempt.id, [[1, 0, 1], []]);
    expect(graded.data.attempt).toMatchObject({
      id: firstAttempt.id,
      achieved: [[0, 1], []],
      score: 4,
      maxScore: 7,
      gradedAt: clock.toISOString(),
    });
    clock = new Date(clock.getTime() + 60_000);
    const regraded = await grade(firstAttempt.id, [[0], [0]]);
    expect(regraded.data.attempt).toMatchObject({ achieved: [[0], [0]], score: 5 });
    const { attempts } = (await call(getSubjectiveCall, { questionId: fixture.subjectiveId })).data;
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ score: 5, gradedAt: clock.toISOString() });
  });

  it('refuses bad grades and other users’ attempts, leaving the grade as it was', async () => {
    expect(await grade(firstAttempt.id, [[2], []])).toMatchObject({
      code: 4711,
      msg: '所选采分点不存在（第 1 问只有 2 个采分点）',
    });
    expect(await grade(firstAttempt.id, [[0]])).toMatchObject({ code: 4712 });
    expect(await grade(firstAttempt.id, [[-1], []])).toMatchObject({ code: 4000 });
    expect(await grade(firstAttempt.id, [[0, 1], [0]], otherToken)).toMatchObject({
      code: 4709,
      msg: '作答记录不存在',
    });
    expect(await grade(999_999, [[0], []])).toMatchObject({ code: 4709 });
    const { attempts } = (await call(getSubjectiveCall, { questionId: fixture.subjectiveId })).data;
    expect(attempts[0]).toMatchObject({ achieved: [[0], [0]], score: 5 });
  });

  it('lists attempts newest first and the best score in the list', async () => {
    clock = new Date(clock.getTime() + 60_000);
    const second = (await answer(['不成立', '无责任'])).data.attempt;
    await grade(second.id, [[], []]);
    const { attempts } = (await call(getSubjectiveCall, { questionId: fixture.subjectiveId })).data;
    expect(attempts.map((attempt) => attempt.id)).toEqual([second.id, firstAttempt.id]);
    expect(mine(await list())).toMatchObject({ attemptCount: 2, bestScore: 5 });
    expect(mine(await list({}, otherToken))).toMatchObject({ attemptCount: 0, bestScore: null });
  });

  it('opens paid subjective questions to an authorised user', async () => {
    const phone = '13600000209';
    await grantPersonal(t, phone, '付费用户');
    const paidToken = (await loginUser(t, phone)).token;
    expect((await list({}, paidToken)).list.map((item) => item.id)).toContain(paidSubjectiveId);
    const got = await call(getSubjectiveCall, { questionId: paidSubjectiveId }, paidToken);
    expect(got.data).toMatchObject({ question: { maxScore: 5 }, solution: null });
  });
});
