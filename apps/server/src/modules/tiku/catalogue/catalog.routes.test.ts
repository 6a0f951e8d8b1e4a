import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looseBody } from '../../../platform/testing/call-contract';
import { getCatalogCall, listPapersCall } from '@yzfk/contract/calls/tiku';
import { savePracticePositionCall, submitPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import type { TChapterNode } from '@yzfk/contract/calls/tiku';
import { grantPersonal } from '../../identity/identity-fixtures';
import { TEST_DATABASES } from '../../../test-app';
import { startTikuTestKit, type TTikuTestKit } from '../tiku-test-kit';

/** A chapter tree reduced to what the tests compare: id, counts, children. */
function shape(nodes: TChapterNode[]): unknown[] {
  return nodes.map((node) => ({
    id: node.id,
    questionCount: node.questionCount,
    answeredCount: node.answeredCount,
    accuracy: node.accuracy,
    children: shape(node.children),
  }));
}

describe.each(TEST_DATABASES)('the question-bank catalogue on %s', (kind) => {
  let kit: TTikuTestKit;
  beforeAll(async () => {
    kit = await startTikuTestKit(kind);
  });
  afterAll(() => kit.t.close());

  const catalog = async (token: string, body: Record<string, unknown> = {}) =>
    kit.call(getCatalogCall, body, token);
  const papers = async (token: string) =>
    (await kit.call(listPapersCall, { bankId: kit.fixture.freeBankId }, token)).data;

  it('shows an anonymous visitor the banks and the chapter trees with counts, no progress', async () => {
    const token = await kit.anonymous();
    const { data, success } = await catalog(token);
    expect(success).toBe(true);
    const { freeBankId, paidBankId, chapterIds, subjectId } = kit.fixture;
    expect(data.banks.filter((b) => [freeBankId, paidBankId].includes(b.id))).toEqual([
      expect.objectContaining({ id: freeBankId, isFree: true, accessible: true, questionCount: 9 }),
      expect.objectContaining({
        id: paidBankId,
        isFree: false,
        accessible: false,
        questionCount: 1,
      }),
    ]);
    // The default bank is the first the caller may practise: the fixture's free bank.
    expect(data.bankId).toBe(freeBankId);
    expect(data.resume).toBeNull();
    expect(data.subjects.map((s) => [s.id, s.name, s.questionCount])).toEqual([
      [subjectId, '民法', 8],
    ]);
    const [civil] = data.subjects;
    expect(civil).toMatchObject({ answeredCount: 0, accuracy: null });
    // 合同 counts its own 2 questions and the 2 of its sub-chapter 合同的订立.
    expect(shape(civil?.chapters ?? [])).toEqual([
      { id: chapterIds.general, questionCount: 4, answeredCount: 0, accuracy: null, children: [] },
      {
        id: chapterIds.contract,
        questionCount: 4,
        answeredCount: 0,
        accuracy: null,
        children: [
          {
            id: chapterIds.formation,
            questionCount: 2,
            answeredCount: 0,
            accuracy: null,
            children: [],
          },
        ],
      },
    ]);
    expect(civil?.chapters[1]?.children[0]?.name).toBe('合同的订立');
  });

  it('shows a paid bank as not accessible, and answers an unknown bank with 4713', async () => {
    const token = await kit.anonymous();
    const paid = await catalog(token, { bankId: kit.fixture.paidBankId });
    expect(paid.data.bankId).toBe(kit.fixture.paidBankId);
    expect(paid.data.subjects[0]?.questionCount).toBe(1);
    expect(await catalog(token, { bankId: 999_999 })).toMatchObject({
      code: 4713,
      msg: '题库不存在',
    });
  });

  it('shows a logged-in user progress and accuracy per chapter and subject', async () => {
    const { token } = await kit.login();
    const [first, second] = kit.fixture.objective;
    const session = await kit.start(
      {
        kind: 'chapter',
        bankId: kit.fixture.freeBankId,
        subjectId: kit.fixture.subjectId,
        chapterId: kit.fixture.chapterIds.general,
      },
      token,
    );
    expect((await kit.answer(session.id, first?.id ?? 0, ['A'], token)).code).toBe(200);
    expect((await kit.answer(session.id, second?.id ?? 0, ['A'], token)).code).toBe(200);
    const { data } = await catalog(token, { bankId: kit.fixture.freeBankId });
    const [civil] = data.subjects;
    expect(civil).toMatchObject({ questionCount: 8, answeredCount: 2, accuracy: 0.5 });
    expect(civil?.chapters.map((c) => [c.id, c.answeredCount, c.accuracy])).toEqual([
      [kit.fixture.chapterIds.general, 2, 0.5],
      [kit.fixture.chapterIds.contract, 0, null],
    ]);
    // Another user sees none of it.
    const other = await kit.login();
    const theirs = await catalog(other.token, { bankId: kit.fixture.freeBankId });
    expect(theirs.data.subjects[0]).toMatchObject({ answeredCount: 0, accuracy: null });
  });

  it('offers the latest unfinished session to resume, at the saved position', async () => {
    const { token } = await kit.login();
    const { freeBankId, subjectId, chapterIds } = kit.fixture;
    const session = await kit.start(
      { kind: 'chapter', bankId: freeBankId, subjectId, chapterId: chapterIds.contract },
      token,
    );
    expect(session.title).toMatch(/^民法 · 合同 .+ · 4 题$/);
    const saved = await kit.call(
      savePracticePositionCall,
      { sessionId: session.id, position: 2 },
      token,
    );
    expect(saved).toMatchObject({ code: 200, data: { position: 2 } });
    expect((await catalog(token)).data.resume).toMatchObject({ id: session.id, position: 2 });
    expect((await kit.view(session.id, token)).session.position).toBe(2);

    expect(
      await kit.call(savePracticePositionCall, { sessionId: session.id, position: 4 }, token),
    ).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（position：本次练习共 4 题，位置应在 0 到 3 之间）',
    });
    // A finished session is no longer offered; papers never are (they are resumed from the list).
    await kit.call(submitPracticeCall, { sessionId: session.id }, token);
    await kit.start({ kind: 'paper', paperId: kit.fixture.paperId }, token);
    expect((await catalog(token)).data.resume).toBeNull();
  });

  it('lists papers with counts, points, limits, access and the user’s results', async () => {
    const anonymous = await papers(await kit.anonymous());
    const { paperId, partialPaperId } = kit.fixture;
    expect(
      anonymous.list.map((p) => [p.id, p.questionCount, p.totalPoints, p.partialCredit]),
    ).toEqual([
      [paperId, 5, 7, false],
      [partialPaperId, 5, 7, true],
    ]);
    expect(anonymous.list[0]).toMatchObject({
      kind: 'mock',
      title: '测试模拟卷',
      bankName: '测试题库',
      accessible: true,
      timeLimitMinutes: 10,
      bestScore: null,
      unfinishedSessionId: null,
    });

    const { token } = await kit.login();
    const session = await kit.start({ kind: 'paper', paperId }, token);
    expect((await papers(token)).list[0]?.unfinishedSessionId).toBe(session.id);
    await kit.answer(session.id, kit.fixture.objective[0]?.id ?? 0, ['A'], token);
    await kit.call(submitPracticeCall, { sessionId: session.id }, token);
    expect((await papers(token)).list[0]).toMatchObject({
      bestScore: 1,
      unfinishedSessionId: null,
    });
  });

  it('shows a paid paper as accessible only with an authorisation', async () => {
    const paidOf = async (token: string) =>
      (await kit.call(listPapersCall, { bankId: kit.fixture.paidBankId }, token)).data.list.map(
        (p) => [p.id, p.accessible, p.questionCount],
      );
    const { token, phone } = await kit.login();
    expect(await paidOf(token)).toEqual([[kit.fixture.paidPaperId, false, 1]]);
    await grantPersonal(kit.t, phone, '有章法考会员');
    expect(await paidOf(token)).toEqual([[kit.fixture.paidPaperId, true, 1]]);
    const banks = (await catalog(token)).data.banks;
    expect(banks.find((b) => b.id === kit.fixture.paidBankId)?.accessible).toBe(true);
  });

  it('refuses a malformed page or kind with 4000', async () => {
    const token = await kit.anonymous();
    expect(await kit.call(listPapersCall, looseBody({ kind: 'draft' }), token)).toMatchObject({
      code: 4000,
    });
    expect(await kit.call(listPapersCall, { page: 0 }, token)).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（page：页码从 1 开始）',
    });
  });
});
