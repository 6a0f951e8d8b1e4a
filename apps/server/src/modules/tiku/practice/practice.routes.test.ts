import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looseBody } from '../../../platform/testing/call-contract';
import { listMistakesCall, setQuestionFavoriteCall } from '@yzfk/contract/calls/tiku-personal';
import {
  answerPracticeCall,
  getPracticeCall,
  savePracticePositionCall,
  startPracticeCall,
  submitPracticeCall,
} from '@yzfk/contract/calls/tiku-practice';
import { grantPersonal } from '../../identity/identity-fixtures';
import { TEST_DATABASES } from '../../../test-app';
import { startTikuTestKit, type TTikuTestKit } from '../tiku-test-kit';

// Chapter practice (练习 and 背题), redoing mistakes and favourites, and who may see what.

const DAY_S = 86_400;

describe.each(TEST_DATABASES)('practice sessions on %s', (kind) => {
  let kit: TTikuTestKit;
  beforeAll(async () => {
    kit = await startTikuTestKit(kind);
  });
  afterAll(() => kit.t.close());

  /** Fixture question ids by index (0–3 总则, 4–5 合同, 6–7 合同的订立). */
  const q = (index: number) => kit.fixture.objective[index]?.id ?? 0;
  const chapterBody = (
    chapterId?: number,
    extra: { count?: number; mode?: 'practice' | 'recite' } = {},
  ) => ({
    kind: 'chapter' as const,
    bankId: kit.fixture.freeBankId,
    subjectId: kit.fixture.subjectId,
    ...(chapterId === undefined ? {} : { chapterId }),
    ...extra,
  });
  const mistakesOf = async (token: string) =>
    (await kit.call(listMistakesCall, {}, token)).data.list;

  it('asks an anonymous visitor to log in (4106)', async () => {
    const token = await kit.anonymous();
    expect(await kit.call(startPracticeCall, chapterBody(), token)).toMatchObject({
      code: 4106,
      msg: '请先登录',
    });
  });

  it('练习: hides solutions until a question is answered, checks on the server, counts once', async () => {
    const { token } = await kit.login();
    const session = await kit.start(chapterBody(kit.fixture.chapterIds.contract), token);
    expect(session).toMatchObject({
      kind: 'chapter',
      mode: 'practice',
      subjectName: '民法',
      total: 4,
      maxScore: 7,
      answeredCount: 0,
      accuracy: null,
      deadline: null,
    });
    const before = await kit.view(session.id, token);
    // 合同 first, then its sub-chapter 合同的订立, each in question order.
    expect(before.questions.map((question) => question.id)).toEqual([q(4), q(5), q(6), q(7)]);
    expect(before.questions.map((question) => question.solution)).toEqual([null, null, null, null]);
    expect(before.questions[0]).toMatchObject({ type: 'multiple', points: 2, favorite: false });

    const right = await kit.answer(session.id, q(4), ['D', 'C', 'B'], token);
    expect(right.code).toBe(200);
    expect(right.data.solution?.answer).toEqual(['B', 'C', 'D']);
    expect(right.data.session).toMatchObject({ answeredCount: 1, correctCount: 1, accuracy: 1 });
    const after = await kit.view(session.id, token);
    expect(after.questions.map((question) => question.solution !== null)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(after.answers).toEqual([
      expect.objectContaining({ questionId: q(4), chosen: ['B', 'C', 'D'], isCorrect: true }),
    ]);

    expect(await kit.answer(session.id, q(4), ['B'], token)).toMatchObject({
      code: 4704,
      msg: '该题已作答，不能重复提交',
    });
    expect((await kit.view(session.id, token)).session.answeredCount).toBe(1);
  });

  it('refuses questions outside the session and letters the question does not have', async () => {
    const { token } = await kit.login();
    const session = await kit.start(chapterBody(kit.fixture.chapterIds.formation), token);
    expect(await kit.answer(session.id, q(0), ['A'], token)).toMatchObject({
      code: 4702,
      msg: '该题不在本次练习中',
    });
    const outOfRange = looseBody({ sessionId: session.id, questionId: q(6), chosen: ['Z'] });
    expect(await kit.call(answerPracticeCall, outOfRange, token)).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（chosen.0：选项只能是 A–H 中的字母）',
    });
    expect(await kit.answer(session.id, q(6), [], token)).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（chosen：请选择答案）',
    });
    expect(await kit.answer(session.id, q(6), ['E'], token)).toMatchObject({
      code: 4703,
      msg: '所选选项 E 不是本题的选项',
    });
    expect(await kit.answer(session.id, q(6), ['A', 'B'], token)).toMatchObject({
      code: 4703,
      msg: '单选题只能选择一个选项',
    });
    // None of the refused answers was stored.
    expect((await kit.view(session.id, token)).answers).toEqual([]);
  });

  it('背题: shows every solution with the question', async () => {
    const { token } = await kit.login();
    const session = await kit.start(
      chapterBody(kit.fixture.chapterIds.general, { mode: 'recite' }),
      token,
    );
    expect(session.mode).toBe('recite');
    const view = await kit.view(session.id, token);
    expect(view.questions.map((question) => question.solution?.answer)).toEqual([
      ['A'],
      ['B'],
      ['C'],
      ['A', 'C'],
    ]);
    const solution = view.questions[0]?.solution;
    expect(solution?.explanationHtml).toMatch(/^<p>解析/);
    expect(solution?.lawRefs.map((ref) => ref.lawTitle)).toEqual(['中华人民共和国民法典']);
  });

  it('puts a wrong answer in the book with the options chosen; redoing it follows the schedule', async () => {
    const { token } = await kit.login();
    const session = await kit.start(chapterBody(kit.fixture.chapterIds.contract), token);
    const wrong = await kit.answer(session.id, q(5), ['A', 'B'], token);
    expect(wrong.data.solution?.answer).toEqual(['D']);
    expect(wrong.data.session).toMatchObject({ answeredCount: 1, correctCount: 0, accuracy: 0 });
    const [mistake, ...others] = await mistakesOf(token);
    expect(others).toEqual([]);
    expect(mistake?.question.id).toBe(q(5));
    expect(mistake).toMatchObject({
      chosen: ['A', 'B'],
      answer: ['D'],
      wrongCount: 1,
      reviewStage: 0,
    });

    // A new chapter session puts the questions never answered first.
    const next = await kit.start(chapterBody(kit.fixture.chapterIds.contract), token);
    expect((await kit.view(next.id, token)).questions.map((question) => question.id)).toEqual([
      q(4),
      q(6),
      q(7),
      q(5),
    ]);

    // Not due for a day: a due-only redo has nothing; the whole book has the question.
    expect(
      await kit.call(startPracticeCall, { kind: 'mistakes', dueOnly: true }, token),
    ).toMatchObject({ code: 4710, msg: '这里暂时没有可练习的试题' });
    const redo = await kit.start({ kind: 'mistakes' }, token);
    expect(redo).toMatchObject({ kind: 'mistakes', mode: 'practice', total: 1 });
    expect(redo.title).toBe('错题重做 · 1 题');

    kit.later(DAY_S + 60);
    const due = await kit.start({ kind: 'mistakes', dueOnly: true }, token);
    expect((await kit.answer(due.id, q(5), ['D'], token)).data.solution?.answer).toEqual(['D']);
    expect(await mistakesOf(token)).toEqual([
      expect.objectContaining({ chosen: ['A', 'B'], wrongCount: 1, reviewStage: 1 }),
    ]);
  });

  it('practises favourites, and says when there is nothing to practise', async () => {
    const { token } = await kit.login();
    expect(await kit.call(startPracticeCall, { kind: 'favorites' }, token)).toMatchObject({
      code: 4710,
    });
    const starred = await kit.call(
      setQuestionFavoriteCall,
      { questionId: q(2), favorite: true },
      token,
    );
    expect(starred.success).toBe(true);
    const session = await kit.start({ kind: 'favorites' }, token);
    expect(session.title).toBe('收藏练习 · 1 题');
    const view = await kit.view(session.id, token);
    expect(view.questions.map((question) => [question.id, question.favorite])).toEqual([
      [q(2), true],
    ]);
  });

  it('answers unknown banks, chapters, papers and bad kinds with their codes', async () => {
    const { token } = await kit.login();
    // Bodies the contract refuses or the catalogue does not hold: loose on purpose.
    const start = (body: Record<string, unknown>) =>
      kit.call(startPracticeCall, looseBody(body), token);
    expect(await start({ ...chapterBody(), bankId: 999_999 })).toMatchObject({ code: 4713 });
    expect(await start(chapterBody(999_999))).toMatchObject({ code: 4714, msg: '章节不存在' });
    expect(await start({ kind: 'paper', paperId: 999_999 })).toMatchObject({
      code: 4707,
      msg: '试卷不存在或已下架',
    });
    expect(await start({ kind: 'mistakes', chapterId: 999_999 })).toMatchObject({ code: 4714 });
    expect(await start({ kind: 'exam' })).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（kind：练习类型只能是 chapter、paper、mistakes、favorites 或 article）',
    });
    expect(await start(chapterBody(undefined, { count: 500 }))).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（count：每次最多练习 100 题）',
    });
  });

  it('takes the whole subject and the count asked for', async () => {
    const { token } = await kit.login();
    const session = await kit.start(chapterBody(undefined, { count: 5 }), token);
    expect(session.title).toBe('民法 · 5 题');
    const view = await kit.view(session.id, token);
    expect(view.questions.map((question) => question.id)).toEqual([q(0), q(1), q(2), q(3), q(4)]);
  });

  it('needs an authorisation for a paid bank (5006), and opens it once granted', async () => {
    const { token, phone } = await kit.login();
    const paid = { ...chapterBody(), bankId: kit.fixture.paidBankId };
    expect(await kit.call(startPracticeCall, paid, token)).toMatchObject({
      code: 5006,
      msg: '无权限阅读，请重新登录',
    });
    await grantPersonal(kit.t, phone, '有章法考会员');
    const session = await kit.start(paid, token);
    expect((await kit.view(session.id, token)).questions.map((question) => question.id)).toEqual([
      kit.fixture.paidQuestionId,
    ]);
  });

  it('keeps a session to its owner: 4706 for everyone else', async () => {
    const owner = await kit.login();
    const other = await kit.login();
    const session = await kit.start(chapterBody(kit.fixture.chapterIds.general), owner.token);
    const notFound = { code: 4706, msg: '练习记录不存在' };
    const id = session.id;
    expect(await kit.call(getPracticeCall, { sessionId: id }, other.token)).toMatchObject(notFound);
    expect(await kit.answer(id, q(0), ['A'], other.token)).toMatchObject(notFound);
    expect(
      await kit.call(savePracticePositionCall, { sessionId: id, position: 1 }, other.token),
    ).toMatchObject(notFound);
    expect(await kit.call(submitPracticeCall, { sessionId: id }, other.token)).toMatchObject(
      notFound,
    );
    expect(
      await kit.call(
        getPracticeCall,
        { sessionId: '00000000-0000-4000-8000-000000000000' },
        owner.token,
      ),
    ).toMatchObject(notFound);
    expect(await kit.call(getPracticeCall, { sessionId: 'abc' }, owner.token)).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（sessionId：练习记录编号不正确）',
    });
  });

  it('finishes a chapter session once; answers after that get 4705', async () => {
    const { token } = await kit.login();
    const session = await kit.start(chapterBody(kit.fixture.chapterIds.general), token);
    await kit.answer(session.id, q(0), ['A'], token);
    const submit = () => kit.call(submitPracticeCall, { sessionId: session.id }, token);
    const finished = await submit();
    expect(finished).toMatchObject({ code: 200 });
    expect((await kit.view(session.id, token)).session.finishedAt).not.toBeNull();
    // Still only the answered question's solution: a finished 练习 session reveals no more.
    expect(
      (await kit.view(session.id, token)).questions.map((question) => question.solution !== null),
    ).toEqual([true, false, false, false]);
    expect(await submit()).toMatchObject({ code: 4705 });
    expect(await kit.answer(session.id, q(1), ['B'], token)).toMatchObject({
      code: 4705,
      msg: '本次练习已交卷，不能再作答或重复交卷',
    });
  });

  it('answers two simultaneous answers to one question once', async () => {
    const { token } = await kit.login();
    const session = await kit.start(chapterBody(kit.fixture.chapterIds.general), token);
    const replies = await Promise.all([
      kit.answer(session.id, q(0), ['A'], token),
      kit.answer(session.id, q(0), ['B'], token),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 4704]);
    const view = await kit.view(session.id, token);
    expect(view.answers).toHaveLength(1);
    expect(view.session.answeredCount).toBe(1);
  });
});
