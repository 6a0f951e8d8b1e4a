import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getQuestionDetailCall,
  listMistakesCall,
  listQuestionFavoritesCall,
  removeMistakeCall,
  saveQuestionNoteCall,
  setQuestionFavoriteCall,
} from '@yzfk/contract/calls/tiku-personal';
import { questionStats } from '../question.schema';
import { createUserRepository } from '../../identity/user.repository';
import { grantPersonal, loginUser } from '../../identity/identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../../test-app';
import { insertTikuFixture, type TTikuFixture } from '../tiku-fixtures';
import { callContract, looseBody, type TAnyCall } from '../../../platform/testing/call-contract';
import type { TCallRequest } from '@yzfk/contract/call';

// Favourites, notes, the question detail and the paid-bank rule, as a logged-in user sees them.

describe.each(TEST_DATABASES)('question favourites, notes and detail on %s', (kind) => {
  let t: TTestApp;
  let fixture: TTikuFixture;
  let clock = new Date();
  let token: string;
  let userId: number;
  const phone = '13600000001';

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => clock });
    fixture = await insertTikuFixture(t.deps.database.db);
    token = (await loginUser(t, phone)).token;
    userId = (await createUserRepository(t.deps.database.db).findOrCreateByPhone(1, phone)).id;
  });
  afterAll(() => t.close());

  const call = <C extends TAnyCall>(contractCall: C, body: TCallRequest<C>, callToken = token) =>
    callContract(t, contractCall, body, callToken);
  const objectiveId = (index: number): number => {
    const question = fixture.objective[index];
    if (!question) throw new Error(`fixture question ${index} missing`);
    return question.id;
  };

  it('asks an anonymous caller to log in (4106) on every call', async () => {
    const anonymous = (await t.webToken()).token;
    const questionId = objectiveId(0);
    const calls = [
      [listMistakesCall, {}],
      [removeMistakeCall, { questionId }],
      [listQuestionFavoritesCall, {}],
      [setQuestionFavoriteCall, { questionId, favorite: true }],
      [saveQuestionNoteCall, { questionId, text: '笔记' }],
      [getQuestionDetailCall, { questionId }],
    ] as const;
    for (const [contractCall, body] of calls) {
      // Each body is its own call's: the loop's union of calls cannot say so.
      expect(await call(contractCall, looseBody(body), anonymous), contractCall.path).toMatchObject(
        {
          success: false,
          code: 4106,
          msg: '请先登录',
        },
      );
    }
  });

  it('stars and unstars questions, idempotently, and lists them newest first', async () => {
    const [first, second] = [objectiveId(0), objectiveId(4)];
    const star = (questionId: number, favorite: boolean) =>
      call(setQuestionFavoriteCall, { questionId, favorite });
    expect((await star(first, true)).data).toEqual({ favorite: true });
    expect((await star(first, true)).data).toEqual({ favorite: true });
    clock = new Date(clock.getTime() + 1000);
    expect((await star(second, true)).data).toEqual({ favorite: true });

    const listed = (await call(listQuestionFavoritesCall, {})).data;
    expect(listed.total).toBe(2);
    expect(listed.list.map((item) => item.question.id)).toEqual([second, first]);
    expect(listed.list[0]?.question).toMatchObject({
      type: 'multiple',
      subjectName: '民法',
      stemText: expect.stringMatching(/^测试题干 \d+：下列说法正确的是？$/) as string,
    });
    expect(listed.list[0]?.question.options.map((option) => option.key)).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    // A summary never carries the answer or explanation.
    expect(Object.keys(listed.list[0]?.question ?? {})).not.toContain('solution');
    expect(listed.list[0]?.createdAt).toBe(clock.toISOString());
    const paged = await call(listQuestionFavoritesCall, { page: 2, pageSize: 1 });
    expect(paged.data.list.map((item) => item.question.id)).toEqual([first]);
    const otherSubject = await call(listQuestionFavoritesCall, { subjectId: 999_999 });
    expect(otherSubject.data).toMatchObject({ total: 0, list: [] });

    expect((await star(first, false)).data).toEqual({ favorite: false });
    expect((await star(first, false)).data).toEqual({ favorite: false });
    const after = (await call(listQuestionFavoritesCall, {})).data;
    expect(after.list.map((item) => item.question.id)).toEqual([second]);
    const detail = await call(getQuestionDetailCall, { questionId: second });
    expect(detail.data.question.favorite).toBe(true);
    expect(await star(999_999, true)).toMatchObject({ code: 4701, msg: '试题不存在或已下架' });
    expect(await star(999_999, false)).toMatchObject({ code: 4701 });
  });

  it('saves, replaces and deletes a note, and refuses an overlong one', async () => {
    const questionId = objectiveId(1);
    const save = (text: string) => call(saveQuestionNoteCall, { questionId, text });
    const noteOf = async () =>
      (await call(getQuestionDetailCall, { questionId })).data.question.note;

    expect((await save('  要约到达受要约人时生效  ')).data).toEqual({
      note: '要约到达受要约人时生效',
    });
    expect(await noteOf()).toBe('要约到达受要约人时生效');
    expect((await save('承诺可以撤回')).data).toEqual({ note: '承诺可以撤回' });
    expect(await noteOf()).toBe('承诺可以撤回');
    expect((await save('   ')).data).toEqual({ note: null });
    expect(await noteOf()).toBeNull();
    expect((await save('')).data).toEqual({ note: null });

    expect(await save('法'.repeat(2001))).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（text：笔记不能超过 2000 个字）',
    });
    expect(await noteOf()).toBeNull();
    expect((await save('法'.repeat(2000))).data.note).toHaveLength(2000);
    expect(await call(saveQuestionNoteCall, { questionId: 999_999, text: '笔记' })).toMatchObject({
      code: 4701,
    });
  });

  it('hides the solution until the user has answered the question', async () => {
    const questionId = objectiveId(2);
    const before = await call(getQuestionDetailCall, { questionId });
    expect(before.success).toBe(true);
    expect(before.data.question).toMatchObject({
      id: questionId,
      type: 'single',
      points: 1,
      favorite: false,
      note: null,
      solution: null,
    });
    expect(before.data.mistake).toBeNull();
    expect(JSON.stringify(before.data)).not.toContain('解析');

    await t.deps.database.db.insert(questionStats).values({
      userId,
      questionId,
      attempts: 1,
      correctAttempts: 1,
      lastChosen: ['C'],
      lastCorrect: true,
      lastAnsweredAt: clock,
    });
    const after = await call(getQuestionDetailCall, { questionId });
    expect(after.data.question.solution).toEqual({
      answer: ['C'],
      explanationHtml: expect.stringMatching(/^<p>解析 \d+<\/p>$/) as string,
      lawRefs: [
        {
          lawTitle: '中华人民共和国民法典',
          articleNumber: '第一条',
          lawId: null,
          articleOrdinal: null,
        },
      ],
    });
    expect(await call(getQuestionDetailCall, { questionId: 999_999 })).toMatchObject({
      code: 4701,
      msg: '试题不存在或已下架',
    });
    expect(await call(getQuestionDetailCall, { questionId: 'x' })).toMatchObject({
      code: 4000,
    });
  });

  it('refuses a paid-bank question without an authorisation (5006) and opens it with one', async () => {
    const questionId = fixture.paidQuestionId;
    const refused = [
      await call(getQuestionDetailCall, { questionId }),
      await call(setQuestionFavoriteCall, { questionId, favorite: true }),
      await call(saveQuestionNoteCall, { questionId, text: '付费题笔记' }),
    ];
    for (const envelope of refused) {
      expect(envelope).toMatchObject({ code: 5006, msg: '无权限阅读，请重新登录' });
    }
    const favorites = (await call(listQuestionFavoritesCall, {})).data.list;
    expect(favorites.map((item) => item.question.id)).not.toContain(questionId);

    const paidPhone = '13600000009';
    await grantPersonal(t, paidPhone, '付费用户');
    const paidToken = (await loginUser(t, paidPhone)).token;
    const detail = await call(getQuestionDetailCall, { questionId }, paidToken);
    expect(detail.success).toBe(true);
    expect(detail.data.question).toMatchObject({ id: questionId, solution: null });
    const starred = await call(setQuestionFavoriteCall, { questionId, favorite: true }, paidToken);
    expect(starred.data).toEqual({ favorite: true });
  });
});
