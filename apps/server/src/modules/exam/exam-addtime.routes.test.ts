import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-app';
import { startExamTestKit, type TExamTestKit } from './exam-test-kit';
import { examRankingCall, getAttemptCall, submitExamCall } from '@yzfk/contract/calls/exam';
import { addExamTimeCall } from '@yzfk/contract/calls/exam-admin';
import { listMistakesCall } from '@yzfk/contract/calls/tiku-personal';
import { callContractOk } from '../../platform/testing/call-contract';

// 补时 after an outage: the deadline sweep collected an attempt the candidate could not finish;
// the operator's extra time reopens it with every answer, it leaves the standing until it
// closes again, and it is scored once more at that close (its unchanged wrong answers are not
// put in the mistake book twice). A candidate's own 交卷 is never reopened.

const MINUTE = 60;

describe.each(TEST_DATABASES)('补时 reopens a collected attempt on %s', (kind) => {
  let kit: TExamTestKit;
  beforeAll(async () => {
    kit = await startExamTestKit(kind);
  });
  afterAll(() => kit.t.close());

  /** Fixture paper question ids: 0–2 single (A, B, C), 3 multiple (A C), 4 multiple (B C D). */
  const q = (index: number) => kit.fixture.objective[index]?.id ?? 0;
  const sweep = () => kit.t.deps.jobs.runNow('exam-deadline-sweep');
  const addTime = (attemptId: number, minutes: number) =>
    kit.admin(addExamTimeCall, { attemptId, minutes });
  const ranked = async (examId: number, paperId: number, token: string) =>
    (await callContractOk(kit.t, examRankingCall, { examId, paperId }, token)).of;

  it('reopens with every answer, scores once at the new close, never reopens a 交卷', async () => {
    const exam = await kit.createExam({ title: '补时测试' });
    const paperId = exam.papers[0]?.id ?? 0;
    const me = await kit.enter(exam.id);
    const other = await kit.enter(exam.id);
    const { attempt } = await kit.start(exam.id, paperId, me.token);
    const mine = await kit.start(exam.id, paperId, other.token);
    const attemptId = attempt.id;
    // q0 right (1 point), q1 wrong (A, right is B), q2 wrong (A, right is C).
    for (const [index, chosen] of [
      [0, 'A'],
      [1, 'A'],
      [2, 'A'],
    ] as const) {
      const saved = await kit.save(me.token, {
        attemptId,
        questionId: q(index),
        seq: index + 1,
        chosen: [chosen],
      });
      expect(saved.code).toBe(200);
    }
    await callContractOk(kit.t, submitExamCall, { attemptId: mine.attempt.id }, other.token);

    // The outage: the candidate is away past the deadline; the sweep collects the attempt.
    kit.later(10 * MINUTE + 5 * MINUTE);
    expect(await sweep()).toBe(true);
    const collected = await callContractOk(kit.t, getAttemptCall, { attemptId }, me.token);
    expect(collected.attempt).toMatchObject({ status: 'collected', score: 1 });
    expect(await ranked(exam.id, paperId, me.token)).toBe(2);
    const wrongCount = async () =>
      (await callContractOk(kit.t, listMistakesCall, {}, me.token)).list
        .filter((m) => m.question.id === q(2))
        .map((m) => m.wrongCount);
    expect(await wrongCount()).toEqual([1]);

    // Too little: the deadline would still be in the past. Nothing changes.
    expect(await addTime(attemptId, 5)).toMatchObject({
      code: 4817,
      msg: '补时 5 分钟后考试时间仍已结束，至少需补时 6 分钟才能重新开放作答',
    });
    expect(
      (await callContractOk(kit.t, getAttemptCall, { attemptId }, me.token)).attempt,
    ).toMatchObject({ status: 'collected', score: 1 });

    const reopened = await addTime(attemptId, 20);
    expect(reopened.data.attempt).toMatchObject({
      status: 'in_progress',
      score: null,
      finishedAt: null,
      deadline: new Date(new Date(attempt.deadline).getTime() + 20 * 60_000).toISOString(),
    });
    // Out of the standing until it closes again.
    expect(await ranked(exam.id, paperId, me.token)).toBe(1);

    // The candidate continues with every answer and changes one.
    const resumed = await callContractOk(kit.t, getAttemptCall, { attemptId }, me.token);
    expect(resumed.attempt.status).toBe('in_progress');
    expect(resumed.answers.map((a) => [a.questionId, a.chosen])).toEqual(
      [
        [q(0), ['A']],
        [q(1), ['A']],
        [q(2), ['A']],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(
      await kit.save(me.token, { attemptId, questionId: q(1), seq: 4, chosen: ['B'] }),
    ).toMatchObject({ code: 200 });

    // The sweep does not take it before the new deadline; after it, it scores it again once.
    kit.later(10 * MINUTE);
    await sweep();
    expect(
      (await callContractOk(kit.t, getAttemptCall, { attemptId }, me.token)).attempt.status,
    ).toBe('in_progress');
    kit.later(10 * MINUTE + 31);
    expect(await sweep()).toBe(true);
    const closed = await callContractOk(kit.t, getAttemptCall, { attemptId }, me.token);
    expect(closed.attempt).toMatchObject({
      status: 'collected',
      score: 2,
      finishedAt: reopened.data.attempt.deadline,
    });
    expect(await ranked(exam.id, paperId, me.token)).toBe(2);
    // q2's unchanged wrong answer went to the book at the first collection only.
    expect(await wrongCount()).toEqual([1]);

    // A candidate's own 交卷 stays final.
    expect(await addTime(mine.attempt.id, 30)).toMatchObject({
      code: 4813,
      msg: '考生已自行交卷，交卷的作答不会重新开放，不能补时',
    });
    expect(await addTime(999_999, 30)).toMatchObject({ code: 4709 });
  });
});
