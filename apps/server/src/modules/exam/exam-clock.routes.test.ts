import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TExamReport } from '@yzfk/contract/calls/exam-shapes';
import { TEST_DATABASES } from '../../test-app';
import { startExamTestKit, type TExamTestKit } from './exam-test-kit';
import {
  examBeforeCall,
  examReportCall,
  getAttemptCall,
  gradeExamAnswerCall,
  startExamCall,
  submitExamCall,
} from '@yzfk/contract/calls/exam';
import {
  addExamTimeCall,
  createExamCall,
  importAnswerSheetCall,
  scheduleExamCall,
} from '@yzfk/contract/calls/exam-admin';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';
import type { TCallRequest } from '@yzfk/contract/call';

// 统一开考 on the server's clock: the paper opens at its time (4804 before), late entry closes
// 30 minutes after (4810), 交卷 only in the last 60 minutes (4807), saves in the grace after
// the deadline count only when made by it (4805 otherwise), an overdue attempt is collected
// when read; the standing waits for the end. Then 主观题 self-grading and the operator calls.

const MINUTE = 60;

describe.each(TEST_DATABASES)('mock exams on the clock on %s', (kind) => {
  let kit: TExamTestKit;
  beforeAll(async () => {
    kit = await startExamTestKit(kind);
  });
  afterAll(() => kit.t.close());

  const q = (index: number) => kit.fixture.objective[index]?.id ?? 0;

  it('统一开考: opening, late entry, 交卷 window, grace, collection and the standing', async () => {
    const exam = await kit.createExam({
      title: '统一开考测试',
      startMode: 'fixed',
      startsAt: kit.inMinutes(60),
      endsAt: undefined,
      submitOpensMinutesBeforeEnd: undefined,
      papers: [
        { title: '试卷一', durationMinutes: 90, sourcePaperId: kit.fixture.paperId },
        { title: '试卷二', durationMinutes: 90, sourcePaperId: kit.fixture.partialPaperId },
      ],
    });
    expect(exam).toMatchObject({ state: 'registering', lateEntryMinutes: 30 });
    expect(new Date(exam.endsAt).getTime() - new Date(exam.startsAt).getTime()).toBe(180 * 60_000);
    const [first, second] = exam.papers.map((paper) => paper.id);
    const early = await kit.enter(exam.id);
    const late = await kit.enter(exam.id);
    const before = await callContractOk(kit.t, examBeforeCall, { examId: exam.id }, early.token);
    expect(before.startMode).toBe('fixed');
    expect(before.papers.map((p) => p.opensAt)).toEqual([
      exam.startsAt,
      new Date(new Date(exam.startsAt).getTime() + 90 * 60_000).toISOString(),
    ]);
    expect(
      await callContract(kit.t, startExamCall, { examId: exam.id, paperId: first }, early.token),
    ).toMatchObject({ code: 4804, msg: '考试尚未开始，请在考试开始后进入' });

    kit.later(60 * MINUTE);
    const started = await kit.start(exam.id, first ?? 0, early.token);
    expect(started.attempt.deadline).toBe(
      new Date(new Date(exam.startsAt).getTime() + 90 * 60_000).toISOString(),
    );
    expect(started.submitOpensAt).toBe(
      new Date(new Date(exam.startsAt).getTime() + 30 * 60_000).toISOString(),
    );
    const attemptId = started.attempt.id;
    expect(await callContract(kit.t, submitExamCall, { attemptId }, early.token)).toMatchObject({
      code: 4807,
      msg: '考试结束前 60 分钟方可交卷，请继续作答',
    });
    expect(
      await callContract(kit.t, startExamCall, { examId: exam.id, paperId: second }, early.token),
    ).toMatchObject({ code: 4804 });

    kit.later(30 * MINUTE + 1);
    expect(
      await callContract(kit.t, startExamCall, { examId: exam.id, paperId: first }, late.token),
    ).toMatchObject({ code: 4810, msg: '开考已超过 30 分钟，不能再进入考场' });

    // At the deadline plus 10 s: a change made before the deadline counts, a later one not.
    kit.later(60 * MINUTE + 10);
    const deadline = new Date(started.attempt.deadline).getTime();
    const save = (seq: number, changedAt?: number) =>
      kit.save(early.token, { attemptId, questionId: q(0), seq, chosen: ['A'], changedAt });
    expect(await save(1, deadline - 2000)).toMatchObject({ code: 200 });
    expect(await save(2, deadline + 1000)).toMatchObject({
      code: 4805,
      msg: '考试时间已结束，答案无法再保存',
    });
    expect(await save(3)).toMatchObject({ code: 4805 });

    // After the grace the attempt is collected as soon as anyone reads it.
    kit.later(30);
    const collected = await callContractOk(kit.t, getAttemptCall, { attemptId }, early.token);
    expect(collected.attempt).toMatchObject({
      status: 'collected',
      score: 1,
      finishedAt: started.attempt.deadline,
    });
    expect(collected.answers.map((a) => a.seq)).toEqual([1]);
    expect(await save(4, deadline - 1000)).toMatchObject({ code: 4805 });

    const report = (): Promise<TExamReport> =>
      callContractOk(kit.t, examReportCall, { attemptId }, early.token);
    expect((await report()).standing).toBeNull();
    kit.later(90 * MINUTE);
    expect((await report()).standing).toMatchObject({ rank: 1, of: 1 });
  });

  it('主观题: typed answers, suggested 采分点 in the report, self-grading sets the score', async () => {
    const exam = await kit.createExam({
      title: '主观题测试',
      variant: 'subt',
      papers: [{ title: '试卷', durationMinutes: 60, questionIds: [kit.fixture.subjectiveId] }],
    });
    expect(exam.papers[0]).toMatchObject({ maxScore: 7, questionCount: 1 });
    const me = await kit.enter(exam.id);
    const view = await kit.start(exam.id, exam.papers[0]?.id ?? 0, me.token);
    expect(view.questions[0]).toMatchObject({
      type: 'subjective',
      subQuestions: [{ points: 4 }, { points: 3 }],
    });
    expect(view.questions[0]?.materialHtml).toMatch(/测试题干/);
    const attemptId = view.attempt.id;
    const questionId = kit.fixture.subjectiveId;
    expect(
      await kit.save(me.token, { attemptId, questionId, seq: 1, texts: ['只答一问'] }),
    ).toMatchObject({ code: 4712, msg: '作答数量与小题数量不一致（本题有 2 问）' });
    expect(
      await kit.save(me.token, { attemptId, questionId, seq: 1, chosen: ['A'] }),
    ).toMatchObject({ code: 4703 });
    expect(
      await kit.save(me.token, {
        attemptId,
        questionId,
        seq: 1,
        texts: ['合同成立，因为承诺到达时生效。', '不知道'],
      }),
    ).toMatchObject({ code: 200 });
    const submitted = await callContractOk(kit.t, submitExamCall, { attemptId }, me.token);
    expect(submitted.attempt).toMatchObject({ status: 'submitted', score: null });
    const report = await callContractOk(kit.t, examReportCall, { attemptId }, me.token);
    expect(report.questions[0]?.subjective?.map((sub) => [sub.suggested, sub.achieved])).toEqual([
      [[0], null],
      [[], null],
    ]);
    expect(
      await callContract(
        kit.t,
        gradeExamAnswerCall,
        { attemptId, questionId, achieved: [[0, 5], []] },
        me.token,
      ),
    ).toMatchObject({ code: 4711 });
    const graded = await callContractOk(
      kit.t,
      gradeExamAnswerCall,
      { attemptId, questionId, achieved: [[0], [0]] },
      me.token,
    );
    expect(graded.attempt.score).toBe(5);
  });

  it('operators: create checks, schedule, 补时 and importing a 答卷', async () => {
    expect(
      await kit.admin(createExamCall, {
        title: 'x',
        variant: 'obt',
        startMode: 'window',
        startsAt: kit.inMinutes(0),
        endsAt: kit.inMinutes(60),
        papers: [{ title: '卷', durationMinutes: 10, sourcePaperId: 999_999 }],
      }),
    ).toMatchObject({ code: 4707 });
    const mixed = await kit.admin(createExamCall, {
      title: 'x',
      variant: 'obt',
      startMode: 'window',
      startsAt: kit.inMinutes(0),
      endsAt: kit.inMinutes(60),
      papers: [{ title: '卷', durationMinutes: 10, questionIds: [kit.fixture.subjectiveId] }],
    });
    expect(mixed.code).toBe(4000);
    expect(mixed.msg).toContain('客观题考试不能包含主观题');
    expect(
      await callContract(kit.t, createExamCall, looseBody({}), (await kit.login()).token),
    ).toMatchObject({
      code: 5015,
    });

    const upcoming = await kit.createExam({
      startMode: 'fixed',
      startsAt: kit.inMinutes(120),
      endsAt: undefined,
    });
    const moved = await kit.admin(scheduleExamCall, {
      examId: upcoming.id,
      startsAt: kit.inMinutes(240),
    });
    expect(moved.data.exam.startsAt).toBe(kit.inMinutes(240));
    const open = await kit.createExam();
    expect(
      await kit.admin(scheduleExamCall, {
        examId: open.id,
        startsAt: kit.inMinutes(10),
      }),
    ).toMatchObject({ code: 4816, msg: '考试已开始，不能再修改时间' });

    const me = await kit.enter(open.id);
    const { attempt } = await kit.start(open.id, open.papers[0]?.id ?? 0, me.token);
    const extended = await kit.admin(addExamTimeCall, {
      attemptId: attempt.id,
      minutes: 15,
    });
    expect(new Date(extended.data.attempt.deadline).getTime()).toBe(
      new Date(attempt.deadline).getTime() + 15 * 60_000,
    );
    await kit.save(me.token, { attemptId: attempt.id, questionId: q(1), seq: 5, chosen: ['A'] });
    await callContractOk(kit.t, submitExamCall, { attemptId: attempt.id }, me.token);
    expect(await kit.admin(addExamTimeCall, { attemptId: attempt.id, minutes: 5 })).toMatchObject({
      code: 4813,
    });

    const changedAt = kit.now().getTime() - 1000;
    const sheet: TCallRequest<typeof importAnswerSheetCall>['sheet'] = {
      format: 'yzfk-answer-sheet/1',
      attemptId: attempt.id,
      ticketNo: me.ticketNo,
      createdAt: changedAt,
      answers: [
        { questionId: q(0), seq: 6, chosen: ['A'], texts: [], marked: false, changedAt },
        { questionId: q(1), seq: 4, chosen: ['B'], texts: [], marked: false, changedAt },
        { questionId: q(2), seq: 7, chosen: ['E'], texts: [], marked: false, changedAt },
      ],
    };
    const imported = await kit.admin(importAnswerSheetCall, { sheet });
    // q0 newer and right (1 point); q1 older than the stored seq 5; q2 not an option.
    expect(imported.data).toMatchObject({ applied: 1, skipped: 2, attempt: { score: 1 } });
    expect(
      await kit.admin(importAnswerSheetCall, {
        sheet: { ...sheet, ticketNo: '20990000000000' },
      }),
    ).toMatchObject({ code: 4000 });
  });
});
