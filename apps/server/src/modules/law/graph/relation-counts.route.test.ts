import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { getLawRelationCountsCall } from '@yzfk/contract/calls/law-relation-counts';
import { getLawRelationsCall } from '@yzfk/contract/calls/law-relations';
import { createNoteCall } from '@yzfk/contract/calls/notes';
import { getPracticeCall, startPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import { E } from '@yzfk/contract/error-codes';
import {
  callContract,
  callContractOk,
  itemAt,
  looseBody,
} from '../../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../../test-app';
import { loginUser } from '../../identity/identity-fixtures';
import { users } from '../../identity/user.schema';
import { insertTikuFixture, type TTikuFixture } from '../../tiku/tiku-fixtures';
import { questions, questionStats } from '../../tiku/question.schema';
import { importArticles } from '../../article/import-articles';
import { importLawFolder } from '../import-laws';
import { lawArticles, lawDocuments } from '../law.schema';
import { law } from '../testing/nested-corpus.fixture';
import { tempFileTree } from '../../../platform/testing/file-tree';

// 法条联想 on a corpus of our own: a statute, an interpretation applying it, a case citing it;
// two questions of the question bank linked to its 第二条, one of them answered right by the
// user, who also wrote a note there; two articles of ours citing 第二条, a case analysis (counted
// as a case) and a reading (文章). The badges of the whole law and the panel of one article,
// for that user and for a visitor.

const STATUTE = '中华人民共和国担保法';
const INTERPRETATION = '最高人民法院关于适用《中华人民共和国担保法》若干问题的解释';
const FILES: Record<string, string> = {
  '民法商法/担保法.md': law(STATUTE, '1995年6月30日 通过', [
    '第一条 为促进资金融通和商品流通，保障债权的实现，制定本法。',
    '第二条 在借贷、买卖、货物运输、加工承揽等经济活动中，债权人需要以担保方式保障其债权实现的，可以依照本法规定设定担保。',
    '第三条 担保活动应当遵循平等、自愿、公平、诚实信用的原则。依照本法第二条设定担保。',
  ]),
  [`司法解释/${INTERPRETATION}(2000-12-08).md`]: law(
    INTERPRETATION,
    '2000年12月8日 最高人民法院审判委员会第1149次会议通过',
    [
      '第一条 当事人对由民事关系产生的债设立的担保，适用担保法第二条的规定。',
      '第二条 依照《中华人民共和国担保法》第一条、第二条的规定，担保合同无效的，按照本解释第一条处理。',
    ],
  ),
  '案例/某银行诉某公司保证合同纠纷案.md': law('某银行诉某公司保证合同纠纷案', '2010年1月1日 发布', [
    '第一条 法院依照《中华人民共和国担保法》第二条判决保证人承担责任。',
  ]),
};

/** Our articles (docs/article-format.md): a teaching case and a reading, both citing 第二条. */
const OUR_ARTICLES: Record<string, string> = {
  'guarantee-case.md': [
    '---',
    'title: 教学案例：保证人何时担责',
    'author: 编辑部',
    'column: 案例分析',
    'summary: 虚构的教学案例。',
    'date: 2026-07-01T08:00:00+08:00',
    '---',
    '',
    '甲为乙的借款提供保证，依照担保法第二条设定担保。',
  ].join('\n'),
  'guarantee-reading.md': [
    '---',
    'title: 读担保法第二条',
    'author: 编辑部',
    'column: 法条解读',
    'summary: 担保的适用范围。',
    'date: 2026-06-01T08:00:00+08:00',
    '---',
    '',
    '《中华人民共和国担保法》第二条列举了可以设定担保的经济活动。',
  ].join('\n'),
};

describe.each(TEST_DATABASES)('法条联想 counts and panel on %s', (kind) => {
  let t: TTestApp;
  let visitor: string;
  let user: string;
  let folder: string;
  let statuteId: number;
  let interpretationId: number;
  let questionIds: number[];
  let fixture: TTikuFixture;
  beforeAll(async () => {
    t = await startTestApp(kind);
    folder = tempFileTree('yzfk-panel-', { ...FILES, ...OUR_ARTICLES });
    const db = t.deps.database.db;
    await importLawFolder(db, folder);
    // Imported after the laws: the import reads the citations of what it wrote.
    await importArticles({ db, now: () => new Date() }, folder);
    const lawIdOf = async (title: string) => {
      const [row] = await db
        .select({ id: lawDocuments.id })
        .from(lawDocuments)
        .where(eq(lawDocuments.title, title));
      if (!row) throw new Error(`${title} is not stored`);
      return row.id;
    };
    statuteId = await lawIdOf(STATUTE);
    interpretationId = await lawIdOf(INTERPRETATION);
    const [second] = await db
      .select({ ordinal: lawArticles.ordinal })
      .from(lawArticles)
      .where(and(eq(lawArticles.lawId, statuteId), eq(lawArticles.number, '第二条')));
    expect(second?.ordinal).toBe(2);

    // Two questions linked to 第二条 (one also to 第一条), as the importer links them.
    fixture = await insertTikuFixture(db);
    questionIds = [itemAt(fixture.objective, 0).id, fixture.subjectiveId];
    const ref = (articleOrdinal: number, articleNumber: string) => ({
      lawTitle: STATUTE,
      articleNumber,
      lawId: statuteId,
      articleOrdinal,
    });
    await db
      .update(questions)
      .set({ lawRefs: [ref(1, '第一条'), ref(2, '第二条')] })
      .where(eq(questions.id, itemAt(questionIds, 0)));
    await db
      .update(questions)
      .set({ lawRefs: [ref(2, '第二条')] })
      .where(eq(questions.id, itemAt(questionIds, 1)));

    visitor = (await t.webToken()).token;
    const login = await loginUser(t);
    user = login.token;
    // The user answered the first question right (the practice records it so).
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, login.phone));
    if (!account) throw new Error('the user is not stored');
    await db.insert(questionStats).values({
      userId: account.id,
      questionId: itemAt(questionIds, 0),
      attempts: 1,
      correctAttempts: 1,
      lastChosen: ['A'],
      lastCorrect: true,
      lastAnsweredAt: new Date(),
    });
    await callContractOk(
      t,
      createNoteCall,
      {
        source: 'law',
        sourceId: statuteId,
        anchor: '2',
        anchorOrder: 2,
        text: '**担保**的适用范围：借贷、买卖…',
      },
      user,
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('counts every article of a law in one call: citers by kind, questions, our articles and my notes', async () => {
    const { articles } = await callContractOk(
      t,
      getLawRelationCountsCall,
      { lawId: statuteId },
      user,
    );
    // 第三条 cites 第二条 within the law (引用 of 第二条); citing its own law is no 适用. Our
    // teaching case counts beside the library's case, our reading as 文章.
    const none = { cites: 0, applies: 0, writings: 0, notes: 0 };
    expect(articles).toEqual([
      { ...none, ordinal: 1, interpretation: 1, case: 0, questions: 1 },
      {
        ordinal: 2,
        interpretation: 2,
        case: 2,
        cites: 1,
        applies: 0,
        questions: 2,
        writings: 1,
        notes: 1,
      },
    ]);
  });

  it('shows a visitor the same counts without notes', async () => {
    const { articles } = await callContractOk(
      t,
      getLawRelationCountsCall,
      { lawId: statuteId },
      visitor,
    );
    expect(articles.map((row) => [row.ordinal, row.questions, row.notes])).toEqual([
      [1, 1, 0],
      [2, 2, 0],
    ]);
  });

  it('counts what an interpretation article applies outside its own document', async () => {
    const { articles } = await callContractOk(
      t,
      getLawRelationCountsCall,
      { lawId: interpretationId },
      visitor,
    );
    expect(articles.map((row) => [row.ordinal, row.applies, row.cites])).toEqual([
      [1, 1, 1],
      [2, 2, 0],
    ]);
  });

  it('lists the questions with my last result and my notes in an article panel', async () => {
    const data = await callContractOk(
      t,
      getLawRelationsCall,
      { lawId: statuteId, ordinal: 2 },
      user,
    );
    expect(data.citedBy.map((group) => [group.kind, group.count])).toEqual([
      ['interpretation', 2],
      ['case', 1],
      ['internal', 1],
    ]);
    expect(
      Object.fromEntries(data.questions.map((question) => [question.id, question.result])),
    ).toEqual({ [itemAt(questionIds, 0)]: 'right', [itemAt(questionIds, 1)]: 'none' });
    expect(data.questions[0]?.title).toMatch(/^测试题干 \d+：下列说法正确的是？$/);
    // The excerpt is what a reader sees: the Markdown marks gone.
    expect(data.notes.map((note) => note.excerpt)).toEqual(['担保的适用范围：借贷、买卖…']);
    expect(data.writings.map(({ title, column, isCase }) => [title, column, isCase])).toEqual([
      ['教学案例：保证人何时担责', '案例分析', true],
      ['读担保法第二条', '法条解读', false],
    ]);
  });

  it('shows a visitor the questions without a result and no notes', async () => {
    const data = await callContractOk(
      t,
      getLawRelationsCall,
      { lawId: statuteId, ordinal: 2 },
      visitor,
    );
    expect(data.questions.map((question) => question.result)).toEqual([null, null]);
    expect(data.notes).toEqual([]);
  });

  it('drops a deleted question from the counts and the panel', async () => {
    await t.deps.database.db
      .update(questions)
      .set({ lawRefs: [] })
      .where(inArray(questions.id, [itemAt(questionIds, 1)]));
    const { articles } = await callContractOk(
      t,
      getLawRelationCountsCall,
      { lawId: statuteId },
      visitor,
    );
    expect(articles.find((row) => row.ordinal === 2)?.questions).toBe(1);
  });

  it('starts a practice of the article’s objective questions at the one chosen in the panel', async () => {
    const db = t.deps.database.db;
    const [first, second, third] = [0, 1, 2].map((index) => itemAt(fixture.objective, index).id);
    const onSecondArticle = [
      { lawTitle: STATUTE, articleNumber: '第二条', lawId: statuteId, articleOrdinal: 2 },
    ];
    await db
      .update(questions)
      .set({ lawRefs: onSecondArticle })
      .where(inArray(questions.id, [second ?? 0, third ?? 0]));
    const { session } = await callContractOk(
      t,
      startPracticeCall,
      { kind: 'article', lawId: statuteId, ordinal: 2, questionId: third ?? 0 },
      user,
    );
    expect(session).toMatchObject({ kind: 'article', mode: 'practice', total: 3 });
    const view = await callContractOk(t, getPracticeCall, { sessionId: session.id }, user);
    // The chosen one first; the subjective question linked there is not practised here.
    expect(view.questions.map((question) => question.id)).toEqual([third, second, first]);

    const visitorTry = await callContract(
      t,
      startPracticeCall,
      { kind: 'article', lawId: statuteId, ordinal: 2 },
      visitor,
    );
    expect(visitorTry).toMatchObject({ success: false, code: E.loginRequired, msg: '请先登录' });
    const none = await callContract(
      t,
      startPracticeCall,
      { kind: 'article', lawId: statuteId, ordinal: 3 },
      user,
    );
    expect(none).toMatchObject({ success: false, code: E.noQuestions });
  });

  it('refuses a law that does not exist and a malformed id, in Chinese with stable codes', async () => {
    const missing = await callContract(t, getLawRelationCountsCall, { lawId: 999_999 }, visitor);
    expect(missing).toMatchObject({
      success: false,
      code: E.lawNotFound,
      msg: '法规不存在或已被删除',
    });
    const malformed = await callContract(
      t,
      getLawRelationCountsCall,
      looseBody({ lawId: '民法典' }),
      visitor,
    );
    expect(malformed).toMatchObject({
      success: false,
      code: E.invalidParams,
      msg: '输入的数据不合法!（lawId：法规编号必须是数字）',
    });
  });
});
