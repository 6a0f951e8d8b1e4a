import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMistakesCall } from '@yzfk/contract/calls/tiku-personal';
import { startPracticeCall, submitPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import { grantPersonal } from '../../identity/identity-fixtures';
import { TEST_DATABASES } from '../../../test-app';
import { startTikuTestKit, type TTikuTestKit } from '../tiku-test-kit';

// Paper practice: answers changeable until submit, no solutions before it, scoring by the
// paper's rules, one submit, and the deadline of a timed paper.
// The fixture papers: 3 single (A, B, C; 1 point) and 2 multiple (AC, BCD; 2 points) = 7.

describe.each(TEST_DATABASES)('paper practice on %s', (kind) => {
  let kit: TTikuTestKit;
  beforeAll(async () => {
    kit = await startTikuTestKit(kind);
  });
  afterAll(() => kit.t.close());

  const q = (index: number) => kit.fixture.objective[index]?.id ?? 0;
  const submit = (sessionId: string, token: string) =>
    kit.call(submitPracticeCall, { sessionId }, token);
  const mistakesOf = async (token: string) =>
    (await kit.call(listMistakesCall, {}, token)).data.list;

  it('takes answers, changeable, without solutions, and scores them all-or-nothing at submit', async () => {
    const { token } = await kit.login();
    const started = Date.now();
    const session = await kit.start(
      { kind: 'paper', paperId: kit.fixture.paperId, timed: true },
      token,
    );
    expect(session).toMatchObject({
      kind: 'paper',
      mode: 'exam',
      title: '测试模拟卷',
      total: 5,
      maxScore: 7,
      score: null,
    });
    const deadline = Date.parse(session.deadline ?? '');
    expect(deadline - Date.parse(session.startedAt)).toBe(10 * 60_000);
    expect(deadline).toBeGreaterThanOrEqual(started);

    const first = await kit.answer(session.id, q(0), ['B'], token);
    expect(first.data).toMatchObject({
      solution: null,
      session: { answeredCount: 1, accuracy: null },
    });
    const changed = await kit.answer(session.id, q(0), ['A'], token);
    expect(changed.data.session.answeredCount).toBe(1);
    await kit.answer(session.id, q(1), ['B'], token);
    await kit.answer(session.id, q(2), ['A'], token);
    await kit.answer(session.id, q(3), ['A'], token);
    await kit.answer(session.id, q(4), ['B', 'C', 'D'], token);

    const before = await kit.view(session.id, token);
    expect(before.questions.map((question) => question.points)).toEqual([1, 1, 1, 2, 2]);
    expect(before.questions.map((question) => question.section)).toEqual([
      ...Array<string>(3).fill('一、单项选择题'),
      ...Array<string>(2).fill('二、多项选择题'),
    ]);
    expect(before.questions.every((question) => question.solution === null)).toBe(true);
    expect(before.answers.find((answer) => answer.questionId === q(0))).toMatchObject({
      chosen: ['A'],
      isCorrect: null,
      points: null,
    });

    const submitted = await submit(session.id, token);
    expect(submitted.code).toBe(200);
    expect(submitted.data.session).toMatchObject({
      score: 4,
      maxScore: 7,
      answeredCount: 5,
      correctCount: 3,
      accuracy: 0.6,
    });
    expect(submitted.data.session.finishedAt).not.toBeNull();
    expect(submitted.data.questions.every((question) => question.solution !== null)).toBe(true);
    const points = new Map(
      submitted.data.answers.map((a) => [a.questionId, [a.isCorrect, a.points]]),
    );
    expect([0, 1, 2, 3, 4].map((index) => points.get(q(index)))).toEqual([
      [true, 1],
      [true, 1],
      [false, 0],
      [false, 0],
      [true, 2],
    ]);
    // The two wrong answers are in the book with what was chosen.
    const book = await mistakesOf(token);
    expect(book.map((m) => [m.question.id, m.chosen]).sort()).toEqual(
      [
        [q(2), ['A']],
        [q(3), ['A']],
      ].sort(),
    );

    expect(await submit(session.id, token)).toMatchObject({
      code: 4705,
      msg: '本次练习已交卷，不能再作答或重复交卷',
    });
    expect(await kit.answer(session.id, q(0), ['B'], token)).toMatchObject({ code: 4705 });
  });

  it('gives half the points to an incomplete right answer on a partial-credit paper', async () => {
    const { token } = await kit.login();
    const session = await kit.start({ kind: 'paper', paperId: kit.fixture.partialPaperId }, token);
    expect(session.deadline).toBeNull();
    await kit.answer(session.id, q(0), ['A'], token);
    await kit.answer(session.id, q(1), ['B'], token);
    // q(2) left unanswered: 0 points and not a mistake.
    await kit.answer(session.id, q(3), ['A'], token);
    await kit.answer(session.id, q(4), ['B', 'C'], token);
    const { data } = await submit(session.id, token);
    expect(data.session).toMatchObject({ score: 4, answeredCount: 4, correctCount: 2 });
    const points = new Map(data.answers.map((a) => [a.questionId, a.points]));
    expect([0, 1, 3, 4].map((index) => points.get(q(index)))).toEqual([1, 1, 1, 1]);
    expect(points.has(q(2))).toBe(false);
    expect(data.questions.find((question) => question.id === q(2))?.solution?.answer).toEqual([
      'C',
    ]);
    // Incomplete answers are still wrong answers for the book; the unanswered one is not there.
    const book = (await mistakesOf(token)).map((m) => m.question.id).sort((a, b) => a - b);
    expect(book).toEqual([q(3), q(4)].sort((a, b) => a - b));
  });

  it('refuses answers after a timed paper’s deadline (4708) but accepts the submit', async () => {
    const { token } = await kit.login();
    const session = await kit.start(
      { kind: 'paper', paperId: kit.fixture.paperId, timed: true },
      token,
    );
    await kit.answer(session.id, q(0), ['A'], token);
    kit.later(10 * 60 + 1);
    expect(await kit.answer(session.id, q(1), ['B'], token)).toMatchObject({
      code: 4708,
      msg: '考试时间已到，请交卷',
    });
    const { data, code } = await submit(session.id, token);
    expect(code).toBe(200);
    expect(data.session).toMatchObject({ score: 1, answeredCount: 1 });
  });

  it('does not time an untimed paper', async () => {
    const { token } = await kit.login();
    const session = await kit.start({ kind: 'paper', paperId: kit.fixture.paperId }, token);
    expect(session.deadline).toBeNull();
    kit.later(60 * 60);
    expect((await kit.answer(session.id, q(0), ['A'], token)).code).toBe(200);
  });

  it('needs an authorisation for a paid paper (5006)', async () => {
    const { token, phone } = await kit.login();
    const body = { kind: 'paper' as const, paperId: kit.fixture.paidPaperId };
    expect(await kit.call(startPracticeCall, body, token)).toMatchObject({ code: 5006 });
    await grantPersonal(kit.t, phone, '有章法考会员');
    expect((await kit.start(body, token)).total).toBe(1);
  });

  it('scores a paper once when two submits race', async () => {
    const { token } = await kit.login();
    const session = await kit.start({ kind: 'paper', paperId: kit.fixture.paperId }, token);
    await kit.answer(session.id, q(2), ['A'], token);
    const replies = await Promise.all([submit(session.id, token), submit(session.id, token)]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 4705]);
    // Scored once: one wrong answer counted once in the book.
    expect((await mistakesOf(token)).map((m) => m.wrongCount)).toEqual([1]);
  });

  it('scores a paper submitted with no answers as 0, with no mistakes', async () => {
    const { token } = await kit.login();
    const session = await kit.start({ kind: 'paper', paperId: kit.fixture.paperId }, token);
    const { data } = await submit(session.id, token);
    expect(data.session).toMatchObject({ score: 0, answeredCount: 0, accuracy: null });
    expect(await mistakesOf(token)).toEqual([]);
  });
});
