import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import {
  getQuestionDetailCall,
  listMistakesCall,
  removeMistakeCall,
  type TMistake,
} from '@yzfk/contract/calls/tiku-personal';
import { callContract, looseBody } from '../../../platform/testing/call-contract';
import { mistakes, questions } from '../question.schema';
import { createUserRepository } from '../../identity/user.repository';
import { loginUser } from '../../identity/identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../../test-app';
import { insertTikuFixture, type TTikuFixture } from '../tiku-fixtures';
import { afterWrongAnswer } from './review-schedule';

// The wrong-answer book as its owner sees it. Rows are written here directly, as the practice
// answer flow would write them, so the book's reading side is tested on its own.

type TBook = TCallData<typeof listMistakesCall>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(TEST_DATABASES)('the wrong-answer book on %s', (kind) => {
  let t: TTestApp;
  let fixture: TTikuFixture;
  const start = new Date();
  let clock = start;
  let token: string;
  let otherToken: string;
  let noChapterId: number;
  const phone = '13600000101';

  const objectiveId = (index: number): number => {
    const question = fixture.objective[index];
    if (!question) throw new Error(`fixture question ${index} missing`);
    return question.id;
  };

  beforeAll(async () => {
    // Long-lived access tokens: the clock moves days ahead in the due test.
    t = await startTestApp(kind, {
      env: { ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
      now: () => clock,
    });
    const db = t.deps.database.db;
    fixture = await insertTikuFixture(db);
    token = (await loginUser(t, phone)).token;
    otherToken = (await loginUser(t, '13600000102')).token;
    const userId = (await createUserRepository(db).findOrCreateByPhone(1, phone)).id;

    const [loose] = await db
      .insert(questions)
      .values({
        bankId: fixture.freeBankId,
        externalId: `mistakes-test:${kind}:no-chapter`,
        contentHash: 'h',
        type: 'single',
        subjectId: fixture.subjectId,
        chapterId: null,
        stemHtml: '<p>未分章节的题</p>',
        stemText: '未分章节的题',
        options: [
          { key: 'A', html: '甲' },
          { key: 'B', html: '乙' },
        ],
        answer: ['B'],
        subQuestions: [],
        lawRefs: [],
        tags: [],
        ordinal: 0,
      })
      .returning({ id: questions.id });
    if (!loose) throw new Error('question not inserted');
    noChapterId = loose.id;

    // [question, chosen, wrong how long ago, wrong count]: 总则 1, 合同 1 + 合同的订立 2, none 1.
    const wrong: [number, string[], number, number][] = [
      [objectiveId(0), ['B'], 2 * DAY, 1],
      [objectiveId(4), ['A'], 3 * HOUR, 1],
      [objectiveId(6), ['A'], 2 * HOUR, 1],
      [objectiveId(7), ['C'], 1 * HOUR, 2],
      [noChapterId, ['A'], 5 * DAY, 3],
    ];
    await db.insert(mistakes).values(
      wrong.map(([questionId, chosen, ago, wrongCount]) => {
        const at = new Date(start.getTime() - ago);
        return {
          userId,
          questionId,
          chosen,
          wrongCount,
          firstWrongAt: at,
          lastWrongAt: at,
          ...afterWrongAnswer(at),
        };
      }),
    );
  });
  afterAll(() => t.close());

  const book = (body: TCallRequest<typeof listMistakesCall> = {}, callToken = token) =>
    callContract(t, listMistakesCall, body, callToken);
  const ids = (data: TBook) => data.list.map((mistake) => mistake.question.id);

  it('groups the book subject → top chapter with counts, 未分章节 last', async () => {
    const { data } = await book();
    expect(data.groups).toEqual([
      {
        id: fixture.subjectId,
        name: '民法',
        count: 5,
        children: [
          {
            id: fixture.chapterIds.general,
            name: expect.stringMatching(/^总则 /) as string,
            count: 1,
          },
          {
            id: fixture.chapterIds.contract,
            name: expect.stringMatching(/^合同 /) as string,
            count: 3,
          },
          { id: null, name: '未分章节', count: 1 },
        ],
      },
    ]);
  });

  it('lists newest wrong answer first with the chosen options, the answer and the review state', async () => {
    const { data } = await book();
    expect(data).toMatchObject({ total: 5, dueCount: 2, page: 1, pageSize: 20 });
    expect(ids(data)).toEqual([
      objectiveId(7),
      objectiveId(6),
      objectiveId(4),
      objectiveId(0),
      noChapterId,
    ]);
    const wrongAt = new Date(start.getTime() - HOUR);
    expect(data.list[0]).toEqual({
      question: expect.objectContaining({
        id: objectiveId(7),
        type: 'multiple',
        chapterName: '合同的订立',
        stemText: expect.stringMatching(/^测试题干/) as string,
      }) as TMistake['question'],
      chosen: ['C'],
      answer: ['A', 'B'],
      wrongCount: 2,
      lastWrongAt: wrongAt.toISOString(),
      reviewStage: 0,
      nextReviewAt: new Date(wrongAt.getTime() + DAY).toISOString(),
      due: false,
    });
    expect(data.list.map((mistake) => mistake.due)).toEqual([false, false, false, true, true]);
    expect(data.list[4]?.question.chapterName).toBeNull();
  });

  it('filters by chapter (sub-chapters included) and subject, and pages', async () => {
    const contract = (await book({ chapterId: fixture.chapterIds.contract })).data;
    expect(ids(contract)).toEqual([objectiveId(7), objectiveId(6), objectiveId(4)]);
    expect(contract).toMatchObject({ total: 3, dueCount: 0 });
    expect(ids((await book({ chapterId: fixture.chapterIds.formation })).data)).toEqual([
      objectiveId(7),
      objectiveId(6),
    ]);
    const general = (await book({ chapterId: fixture.chapterIds.general })).data;
    expect(general).toMatchObject({ total: 1, dueCount: 1 });
    expect((await book({ subjectId: fixture.subjectId })).data.total).toBe(5);
    expect((await book({ subjectId: 999_999 })).data).toMatchObject({ total: 0, list: [] });
    // The groups always describe the whole book, whatever the filter.
    expect(general.groups[0]?.count).toBe(5);

    const page2 = (await book({ page: 2, pageSize: 2 })).data;
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(ids(page2)).toEqual([objectiveId(4), objectiveId(0)]);
    expect(await book({ chapterId: 999_999 })).toMatchObject({ code: 4714, msg: '章节不存在' });
    expect(await book(looseBody({ pageSize: 101 }))).toMatchObject({ code: 4000 });
  });

  it('marks questions due once their review time has come', async () => {
    clock = new Date(start.getTime() + DAY);
    const { data } = await book();
    expect(data.dueCount).toBe(5);
    expect(data.list.every((mistake) => mistake.due)).toBe(true);
    clock = start;
    expect((await book()).data.dueCount).toBe(2);
  });

  it('shows the mistake in the question detail, with the solution', async () => {
    const envelope = await callContract(
      t,
      getQuestionDetailCall,
      { questionId: objectiveId(0) },
      token,
    );
    expect(envelope.data.mistake).toMatchObject({
      chosen: ['B'],
      answer: ['A'],
      wrongCount: 1,
      due: true,
    });
    expect(envelope.data.question.solution?.answer).toEqual(['A']);
  });

  it("keeps each user's book to themselves", async () => {
    expect((await book({}, otherToken)).data).toMatchObject({
      groups: [],
      total: 0,
      dueCount: 0,
      list: [],
    });
    const removed = await callContract(
      t,
      removeMistakeCall,
      { questionId: objectiveId(0) },
      otherToken,
    );
    expect(removed.data).toEqual({ removed: false });
    expect((await book()).data.total).toBe(5);
  });

  it('removes a question from the book; removing it again answers removed: false', async () => {
    const remove = (questionId: number) =>
      callContract(t, removeMistakeCall, { questionId }, token);
    expect((await remove(objectiveId(0))).data).toEqual({ removed: true });
    expect((await remove(objectiveId(0))).data).toEqual({ removed: false });
    expect((await remove(999_999)).data).toEqual({ removed: false });
    const { data } = await book();
    expect(data).toMatchObject({ total: 4, dueCount: 1 });
    expect(
      data.groups[0]?.children.map((child) => [child.name.split(' ')[0], child.count]),
    ).toEqual([
      ['合同', 3],
      ['未分章节', 1],
    ]);
  });
});
