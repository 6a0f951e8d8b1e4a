import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TExamSummary } from '@yzfk/contract/calls/exam-shapes';
import { eq } from 'drizzle-orm';
import { TEST_DATABASES } from '../../test-app';
import { createUserRepository } from '../identity/user.repository';
import { examRegistrations, exams } from './exam.schema';
import { ticketNumber } from './exam-rules';
import { startExamTestKit, type TExamTestKit } from './exam-test-kit';
import type { saveExamAnswerCall } from '@yzfk/contract/calls/exam';
import {
  examBeforeCall,
  examHeartbeatCall,
  examLoginCall,
  examRankingCall,
  examReportCall,
  getAttemptCall,
  getExamCall,
  listExamsCall,
  myExamAttemptsCall,
  registerExamCall,
  startExamCall,
  submitExamCall,
} from '@yzfk/contract/calls/exam';
import { listMistakesCall } from '@yzfk/contract/calls/tiku-personal';
import {
  callContract,
  callContractOk,
  itemAt,
  looseBody,
} from '../../platform/testing/call-contract';
import type { TCallRequest } from '@yzfk/contract/call';

// A candidate's way through a 随到随考 exam: list, register, the exam-room login, start, saves
// under the sequence rule, resume, 交卷, report, ranking, learning records; and every bad
// input the issue names, with its code and nothing stored.

describe.each(TEST_DATABASES)('mock exams (随到随考) on %s', (kind) => {
  let kit: TExamTestKit;
  let exam: TExamSummary;
  let paperId: number;
  beforeAll(async () => {
    kit = await startExamTestKit(kind);
    exam = await kit.createExam();
    paperId = exam.papers[0]?.id ?? 0;
  });
  afterAll(() => kit.t.close());

  /** Fixture paper question ids: 0–2 single (A, B, C), 3 multiple (A C), 4 multiple (B C D). */
  const q = (index: number) => kit.fixture.objective[index]?.id ?? 0;
  const view = (attemptId: number, token: string) =>
    callContractOk(kit.t, getAttemptCall, { attemptId }, token);

  it('lists exams to anyone, and asks an anonymous visitor to log in to register', async () => {
    const anonymous = (await kit.t.webToken()).token;
    const list = await callContractOk(kit.t, listExamsCall, { state: 'ongoing' }, anonymous);
    const listed = list.list.find((row) => row.id === exam.id);
    expect(listed).toMatchObject({
      state: 'ongoing',
      startMode: 'window',
      accessible: false,
      registration: null,
      papers: [{ title: '试卷一', questionCount: 5, maxScore: 7, durationMinutes: 10 }],
    });
    expect(listed?.papers[0]?.sections).toEqual([
      { title: '一、单项选择题', type: 'single', count: 3, pointsEach: 1 },
      { title: '二、多项选择题', type: 'multiple', count: 2, pointsEach: 2 },
    ]);
    expect(
      await callContract(
        kit.t,
        registerExamCall,
        { examId: exam.id, realName: '张三', idNumber: '110101199001011234' },
        anonymous,
      ),
    ).toMatchObject({ code: 4106, msg: '请先登录' });
  });

  it('registers once with a ticket, keeps the ID number masked, and limits wrong logins', async () => {
    const { token } = await kit.login();
    const idNumber = '11010119900101123x';
    const register = (body: Record<string, unknown> = {}) =>
      callContract(
        kit.t,
        registerExamCall,
        { examId: exam.id, realName: '李四', idNumber, ...body },
        token,
      );
    const first = await register();
    expect(first.data.registration.ticketNo).toMatch(/^\d{14,16}$/);
    expect(first.data.registration.idNumberMasked).toBe('1101**********123X');
    expect(await register()).toMatchObject({ code: 4808, msg: '您已报名该考试' });
    expect(await register({ examId: 999_999 })).toMatchObject({ code: 4801 });

    const ticketNo = first.data.registration.ticketNo;
    const login = (body: Record<string, unknown>) =>
      callContract(kit.t, examLoginCall, { examId: exam.id, ticketNo, idNumber, ...body }, token);
    expect(await callContract(kit.t, examBeforeCall, { examId: exam.id }, token)).toMatchObject({
      code: 4803,
      msg: '请先登录考场',
    });
    expect(await login({ idNumber: '110101199001019999' })).toMatchObject({
      code: 4802,
      msg: '准考证号或证件号码错误，还可尝试 4 次',
    });
    for (let i = 0; i < 3; i++) await login({ ticketNo: '20260000000000' });
    expect(await login({ ticketNo: '20260000000000' })).toMatchObject({ code: 4814 });
    // Locked: even the right pair waits until the window has passed.
    expect(await login({})).toMatchObject({ code: 4814 });
    kit.later(15 * 60 + 1);
    expect(await login({})).toMatchObject({ code: 200, data: { examTitle: '测试模考' } });
  });

  it('issues a free 准考证号 when the next one is already held (past 10⁶ registrations)', async () => {
    const crowded = await kit.createExam({ title: '百万考生' });
    const other = await kit.createExam({ title: '另一场' });
    const { db } = kit.t.deps.database;
    await db.update(exams).set({ registeredCount: 999_999 }).where(eq(exams.id, crowded.id));
    // The number crowded's next registration would get is held by another exam's candidate
    // (as 准考证号 of an exam with a one digit longer id can be).
    const held = ticketNumber(new Date(crowded.startsAt), crowded.id, 1_000_000);
    const holder = await createUserRepository(db).findOrCreateByPhone(1, '13599990001');
    await db.insert(examRegistrations).values({
      examId: other.id,
      userId: holder.id,
      ticketNo: held,
      realName: '王五',
      idNumberHash: 'x',
      idNumberMasked: 'x',
      createdAt: kit.now(),
    });

    const me = await kit.enter(crowded.id);
    expect(me.ticketNo).toBe(ticketNumber(new Date(crowded.startsAt), crowded.id, 1_000_001));
    const next = await kit.enter(crowded.id);
    expect(next.ticketNo).toBe(ticketNumber(new Date(crowded.startsAt), crowded.id, 1_000_002));
    const { token } = await kit.login();
    const body = { examId: crowded.id, realName: '赵六', idNumber: '110101199001015678' };
    await callContractOk(kit.t, registerExamCall, body, token);
    expect(await callContract(kit.t, registerExamCall, body, token)).toMatchObject({ code: 4808 });
  });

  it('sits the exam: start, saves under the sequence rule, resume elsewhere, 交卷, report', async () => {
    const me = await kit.enter(exam.id);
    const before = await callContractOk(kit.t, examBeforeCall, { examId: exam.id }, me.token);
    expect(before.startMode).toBe('window');
    expect(before.papers).toEqual([
      expect.objectContaining({ opensAt: kit.now().toISOString(), attempt: null }),
    ]);
    const started = await kit.start(exam.id, paperId, me.token);
    expect(started.attempt).toMatchObject({ status: 'in_progress', score: null, maxScore: 7 });
    expect(new Date(started.attempt.deadline).getTime() - kit.now().getTime()).toBe(600_000);
    expect(started.candidate).toMatchObject({ realName: '张三', ticketNo: me.ticketNo });
    expect(started.questions).toHaveLength(5);
    // No answer or explanation reaches the exam screen.
    expect(JSON.stringify(started.questions)).not.toMatch(/answer|explanation|解析/);
    expect((await kit.start(exam.id, paperId, me.token)).attempt.id).toBe(started.attempt.id);

    const attemptId = started.attempt.id;
    type TSave = Omit<TCallRequest<typeof saveExamAnswerCall>, 'attemptId'>;
    const save = (body: Partial<TSave> & Pick<TSave, 'seq'>) =>
      kit.save(me.token, { attemptId, questionId: q(0), ...body });
    expect(await save({ seq: 1, chosen: ['A'] })).toMatchObject({ code: 200, data: { seq: 1 } });
    expect(await save({ seq: 3, chosen: ['B'], marked: true })).toMatchObject({ code: 200 });
    expect(await save({ seq: 2, chosen: ['C'] })).toMatchObject({
      code: 4806,
      msg: '已保存了更新的答案，本次保存被忽略',
    });
    expect(await save({ seq: 3, chosen: ['C'] })).toMatchObject({ code: 4806 });
    expect(await save({ seq: 4, chosen: ['E'] })).toMatchObject({
      code: 4703,
      msg: '所选选项 E 不是本题的选项',
    });
    expect(await save({ seq: 4, chosen: ['A', 'B'] })).toMatchObject({ code: 4703 });
    expect(await save({ seq: 4, texts: ['文字'] })).toMatchObject({ code: 4712 });
    expect(await save({ seq: 4, questionId: kit.fixture.objective[7]?.id })).toMatchObject({
      code: 4702,
    });
    expect(await save({ seq: 4, chosen: looseBody(['Z']) })).toMatchObject({ code: 4000 });
    await save({ seq: 5, questionId: q(3), chosen: ['C', 'A'] });
    await save({ seq: 6, questionId: q(4), chosen: ['B'] });
    await callContractOk(kit.t, examHeartbeatCall, { attemptId, position: 4 }, me.token);

    // Another user cannot reach the attempt; another browser of mine must enter the room.
    const other = await kit.enter(exam.id);
    expect(await kit.save(other.token, { attemptId, questionId: q(0), seq: 9 })).toMatchObject({
      code: 4709,
      msg: '作答记录不存在',
    });
    kit.later(61); // the SMS resend interval, for the second login of the same phone
    const secondBrowser = await kit.loginAs(me.phone);
    expect(await callContract(kit.t, getAttemptCall, { attemptId }, secondBrowser)).toMatchObject({
      code: 4803,
    });
    await callContractOk(
      kit.t,
      examLoginCall,
      { examId: exam.id, ticketNo: me.ticketNo, idNumber: me.idNumber },
      secondBrowser,
    );
    expect((await view(attemptId, secondBrowser)).lastSeq).toBe(6);

    const resumed = await view(attemptId, me.token);
    expect(resumed).toMatchObject({ position: 4, lastSeq: 6 });
    expect(resumed.answers.map((a) => [a.questionId, a.chosen, a.marked, a.seq])).toEqual(
      [
        [q(0), ['B'], true, 3],
        [q(3), ['A', 'C'], false, 5],
        [q(4), ['B'], false, 6],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );

    const submitted = await callContractOk(kit.t, submitExamCall, { attemptId }, me.token);
    // q0 answered B (right is A): 0; q3 A C right: 2; q4 B only: 0 without partial credit.
    expect(submitted.attempt).toMatchObject({ status: 'submitted', score: 2 });
    expect((await callContractOk(kit.t, submitExamCall, { attemptId }, me.token)).attempt).toEqual(
      submitted.attempt,
    );
    expect(await save({ seq: 10, chosen: ['A'] })).toMatchObject({
      code: 4813,
      msg: '本场考试已交卷，不能再作答',
    });

    const report = await callContractOk(kit.t, examReportCall, { attemptId }, me.token);
    expect(report).toMatchObject({ answeredCount: 3, correctCount: 1, examId: exam.id });
    expect(report.standing).toMatchObject({ rank: 1, of: 1, beatPercent: 0 });
    expect(report.sections).toEqual([
      { name: '一、单项选择题', total: 3, correct: 0, earned: 0, maxScore: 3 },
      { name: '二、多项选择题', total: 2, correct: 1, earned: 2, maxScore: 4 },
    ]);
    expect(report.questions[0]).toMatchObject({
      chosen: ['B'],
      answer: ['A'],
      isCorrect: false,
    });
    expect(report.questions[0]?.explanationHtml).toMatch(/解析/);
    // The wrong answers went to the mistake book.
    const mistakes = await callContractOk(kit.t, listMistakesCall, {}, me.token);
    expect(mistakes.list.map((m) => m.question.id).sort()).toEqual([q(0), q(4)].sort());

    const mine = await callContractOk(kit.t, myExamAttemptsCall, {}, me.token);
    expect(mine.list).toEqual([expect.objectContaining({ id: attemptId, examTitle: '测试模考' })]);
    const ranking = await callContractOk(
      kit.t,
      examRankingCall,
      { examId: exam.id, paperId },
      me.token,
    );
    expect(ranking).toMatchObject({ list: [{ rank: 1, name: '张*', score: 2 }], of: 1 });
  });

  it('keeps the highest sequence number when 50 saves race', async () => {
    const me = await kit.enter(exam.id);
    const { attempt } = await kit.start(exam.id, paperId, me.token);
    const letters = ['A', 'B', 'C', 'D'] as const;
    const seqs = Array.from({ length: 50 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    const replies = await Promise.all(
      seqs.map((seq) =>
        kit.save(me.token, {
          attemptId: attempt.id,
          questionId: q(1),
          seq,
          chosen: [itemAt(letters, seq % 4)],
        }),
      ),
    );
    expect(replies.every((reply) => reply.code === 200 || reply.code === 4806)).toBe(true);
    const resumed = await view(attempt.id, me.token);
    expect(resumed.lastSeq).toBe(50);
    expect(resumed.answers).toEqual([
      expect.objectContaining({ questionId: q(1), seq: 50, chosen: [letters[50 % 4]] }),
    ]);
  });

  it('refuses the other exam rules with their codes and stores nothing', async () => {
    const { token } = await kit.login();
    expect(
      await callContract(kit.t, startExamCall, { examId: exam.id, paperId }, token),
    ).toMatchObject({
      code: 4811,
    });
    const paid = await kit.createExam({ title: '授权模考', access: 'authorised' });
    expect(
      await callContract(
        kit.t,
        registerExamCall,
        { examId: paid.id, realName: '王五', idNumber: '110101199001011234' },
        token,
      ),
    ).toMatchObject({ code: 4812, msg: '该考试仅限授权用户参加' });
    const closed = await kit.createExam({
      title: '报名已截止',
      registrationClosesAt: kit.inMinutes(-1),
      registrationOpensAt: kit.inMinutes(-10),
    });
    expect(
      await callContract(
        kit.t,
        registerExamCall,
        { examId: closed.id, realName: '王五', idNumber: '110101199001011234' },
        token,
      ),
    ).toMatchObject({ code: 4809 });
    const detail = await callContractOk(kit.t, getExamCall, { examId: closed.id }, token);
    expect(detail.exam.registration).toBeNull();
    expect(await callContract(kit.t, examReportCall, { attemptId: 999_999 }, token)).toMatchObject({
      code: 4709,
    });
  });

  it('answers 4815 for the report of an attempt in progress', async () => {
    const me = await kit.enter(exam.id);
    const { attempt } = await kit.start(exam.id, paperId, me.token);
    expect(
      await callContract(kit.t, examReportCall, { attemptId: attempt.id }, me.token),
    ).toMatchObject({
      code: 4815,
      msg: '交卷后才能查看答题报告',
    });
  });
});
