import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLearningRecordsCall } from '@yzfk/contract/calls/tiku-personal';
import { submitPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import { TEST_DATABASES } from '../../../test-app';
import { startTikuTestKit, type TTikuTestKit } from '../tiku-test-kit';

describe.each(TEST_DATABASES)('learning records on %s', (kind) => {
  let kit: TTikuTestKit;
  beforeAll(async () => {
    kit = await startTikuTestKit(kind);
  });
  afterAll(() => kit.t.close());

  const q = (index: number) => kit.fixture.objective[index]?.id ?? 0;
  const records = (token: string, body: Record<string, unknown> = {}) =>
    kit.call(listLearningRecordsCall, body, token);

  it('asks an anonymous visitor to log in', async () => {
    expect(await records(await kit.anonymous())).toMatchObject({ code: 4106, msg: '请先登录' });
  });

  it('lists a new user’s empty records', async () => {
    const { token } = await kit.login();
    expect((await records(token)).data).toEqual({
      total: 0,
      page: 1,
      pageSize: 20,
      list: [],
      subjects: [],
    });
  });

  it('lists sessions newest first with accuracy, and accuracy per subject', async () => {
    const { token } = await kit.login();
    const chapter = await kit.start(
      {
        kind: 'chapter',
        bankId: kit.fixture.freeBankId,
        subjectId: kit.fixture.subjectId,
        chapterId: kit.fixture.chapterIds.general,
      },
      token,
    );
    await kit.answer(chapter.id, q(0), ['A'], token);
    await kit.answer(chapter.id, q(1), ['C'], token);
    kit.later(60);
    const paper = await kit.start({ kind: 'paper', paperId: kit.fixture.paperId }, token);
    await kit.answer(paper.id, q(0), ['A'], token);
    await kit.answer(paper.id, q(4), ['B', 'C', 'D'], token);
    await kit.answer(paper.id, q(3), ['C'], token);

    // Before the submit the paper has answers but no verdicts: no accuracy, not in the subject.
    const pending = (await records(token)).data;
    expect(pending.list.map((s) => [s.id, s.answeredCount, s.accuracy])).toEqual([
      [paper.id, 3, null],
      [chapter.id, 2, 0.5],
    ]);
    expect(pending.subjects).toEqual([
      { subjectName: '民法', answerCount: 2, correctCount: 1, accuracy: 0.5 },
    ]);

    await kit.call(submitPracticeCall, { sessionId: paper.id }, token);
    const { data } = await records(token);
    expect(data.total).toBe(2);
    expect(data.list[0]).toMatchObject({
      id: paper.id,
      kind: 'paper',
      title: '测试模拟卷',
      answeredCount: 3,
      correctCount: 2,
      score: 3,
      maxScore: 7,
    });
    expect(data.list[0]?.accuracy).toBeCloseTo(2 / 3);
    expect(data.list[1]).toMatchObject({ id: chapter.id, subjectName: '民法', accuracy: 0.5 });
    // Five answers to 民法 questions, three right (q(0) twice, once in each session).
    expect(data.subjects).toEqual([
      { subjectName: '民法', answerCount: 5, correctCount: 3, accuracy: 0.6 },
    ]);

    const second = (await records(token, { page: 2, pageSize: 1 })).data;
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.list.map((s) => s.id)).toEqual([chapter.id]);
  });

  it('shows only the user’s own records', async () => {
    const { token } = await kit.login();
    expect((await records(token)).data.total).toBe(0);
  });
});
