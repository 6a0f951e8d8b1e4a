import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok, type TFakeReply } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { SESSION_ID, answer, deferred, logIn, practiceView } from '../testing/tiku-fixtures';
import { question, solution } from '../../../components/question/testing/question-fixtures';
import { ChapterPracticePage } from './chapter-practice-page';
import { paths } from '@yzfk/contract/paths';
import { E } from '@yzfk/contract/error-codes';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const PATH = paths.zj.href({ session: SESSION_ID });

function serve(
  view: TPracticeView,
  others: Record<string, () => TFakeReply | Promise<TFakeReply>> = {},
) {
  resetMockApi((request) => {
    const other = others[request.path];
    if (other) return other();
    if (request.path === '/flks/tiku/practice/get') return ok(view);
    if (request.path === '/flks/tiku/practice/position') return ok({ position: 0 });
    return ok({});
  });
}

function sheetCell(number: number): HTMLElement {
  const sheet = screen.getByRole('navigation', { name: '答题卡' });
  return within(sheet).getByRole('button', { name: new RegExp(`^第${number}题`) });
}

describe('chapter practice /zj', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
  });

  it('asks a visitor to log in and calls nothing', () => {
    serve(practiceView([question(1)]));
    renderWithRouter(<ChapterPracticePage />, PATH);
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(mockRequests).toEqual([]);
  });

  it('shows the feedback only once the server has judged a single-choice answer', async () => {
    const first = question(1);
    const view = practiceView([first, question(2), question(3)]);
    const reply = deferred<TFakeReply>();
    serve(view, { '/flks/tiku/practice/answer': () => reply.promise });
    logIn();
    renderWithRouter(<ChapterPracticePage />, PATH);

    await userEvent.setup().click(await screen.findByRole('radio', { name: /^B/ }));
    await waitFor(() =>
      expect(mockRequests.some((r) => r.path === '/flks/tiku/practice/answer')).toBe(true),
    );
    expect(mockRequests.find((r) => r.path === '/flks/tiku/practice/answer')?.body).toEqual({
      sessionId: SESSION_ID,
      questionId: 1,
      chosen: ['B'],
    });
    // Waiting for the server: no verdict, no answer, no explanation yet.
    expect(screen.getByText('判题中…')).toBeTruthy();
    expect(screen.queryByText('回答错误')).toBeNull();
    expect(screen.queryByText('正确答案')).toBeNull();
    expect(screen.queryByText('解析')).toBeNull();

    reply.resolve(
      ok({
        answer: answer(1, ['B'], false),
        solution: solution(['A'], {
          lawRefs: [
            {
              lawTitle: '中华人民共和国民法典',
              articleNumber: '第一百四十三条',
              lawId: 7,
              articleOrdinal: 143,
            },
            { lawTitle: '某地方条例', articleNumber: null, lawId: null, articleOrdinal: null },
          ],
        }),
        session: { ...view.session, answeredCount: 1, correctCount: 0, accuracy: 0 },
      }),
    );

    const feedback = (await screen.findByText('回答错误')).closest('[role="status"]');
    expect(screen.queryByText('判题中…')).toBeNull();
    expect(feedback?.textContent).toContain('你的答案：B');
    expect(feedback?.textContent).toContain('正确答案：A');
    const chosen = screen.getByRole('radio', { name: /^B/ });
    expect(chosen.getAttribute('data-state')).toBe('wrong');
    expect(within(chosen).getByText('你的选择')).toBeTruthy();
    const right = screen.getByRole('radio', { name: /^A/ });
    expect(right.getAttribute('data-state')).toBe('right');
    expect(within(right).getByText('正确答案')).toBeTruthy();
    expect(screen.getByText('本题答案为 A，依据相关规定。')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: '《中华人民共和国民法典》第一百四十三条' })
        .getAttribute('href'),
    ).toBe(paths.lawItem.href({ id: 7, article: 143 }));
    expect(screen.getByText('《某地方条例》').tagName).not.toBe('A');
    expect(screen.getByText('（本法未收录）')).toBeTruthy();
    // 正确答案 is said once, in the feedback, not again above the explanation.
    expect(screen.getAllByText(/正确答案：/)).toHaveLength(1);
    expect(sheetCell(1).getAttribute('data-status')).toBe('wrong');
    // Answered: the options no longer answer.
    expect(chosen.getAttribute('aria-disabled')).toBe('true');
  });

  it('answers a multiple-choice question with the keyboard (letters, then Enter)', async () => {
    const multi = question(1, { type: 'multiple', points: 2 });
    const view = practiceView([multi, question(2)]);
    serve(view, {
      '/flks/tiku/practice/answer': () =>
        ok({
          answer: answer(1, ['A', 'C'], true),
          solution: solution(['A', 'C']),
          session: { ...view.session, answeredCount: 1, correctCount: 1, accuracy: 1 },
        }),
    });
    logIn();
    renderWithRouter(<ChapterPracticePage />, PATH);
    expect(await screen.findByText('多选题')).toBeTruthy();

    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.keyDown(window, { key: 'c' });
    expect(screen.getByRole('checkbox', { name: /^A/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('checkbox', { name: /^C/ }).getAttribute('aria-checked')).toBe('true');
    expect(mockRequests.some((r) => r.path === '/flks/tiku/practice/answer')).toBe(false);
    fireEvent.keyDown(window, { key: 'Enter' });

    expect(await screen.findByText('回答正确')).toBeTruthy();
    expect(mockRequests.find((r) => r.path === '/flks/tiku/practice/answer')?.body).toMatchObject({
      chosen: ['A', 'C'],
    });
    expect(sheetCell(1).getAttribute('data-status')).toBe('right');

    // → moves on; the position is saved.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { name: /第 2 题/ })).toBeTruthy();
    expect(sheetCell(2).getAttribute('aria-current')).toBe('step');
    await waitFor(() =>
      expect(mockRequests.find((r) => r.path === '/flks/tiku/practice/position')?.body).toEqual({
        sessionId: SESSION_ID,
        position: 1,
      }),
    );
  });

  it('shows the answer and explanation with the question in 背题 mode, with nothing to answer', async () => {
    const recited = question(1, { type: 'multiple', solution: solution(['B', 'D']) });
    serve(practiceView([recited], [], { mode: 'recite' }));
    logIn();
    renderWithRouter(<ChapterPracticePage />, PATH);

    expect(await screen.findByText('正确答案：')).toBeTruthy();
    expect(screen.getByText('B、D')).toBeTruthy();
    expect(screen.getByText('本题答案为 BD，依据相关规定。')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^B/ }).getAttribute('data-state')).toBe('right');
    expect(screen.getByRole('checkbox', { name: /^A/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: '提交答案' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /^A/ }));
    expect(mockRequests.some((r) => r.path === '/flks/tiku/practice/answer')).toBe(false);
  });

  it('colours the answer sheet and resumes at ?q=', async () => {
    const questions = [
      question(1, { solution: solution(['A']) }),
      question(2, { solution: solution(['C']) }),
      question(3),
    ];
    serve(
      practiceView(questions, [answer(1, ['A'], true), answer(2, ['B'], false)], {
        position: 0,
        answeredCount: 2,
        correctCount: 1,
        accuracy: 0.5,
      }),
    );
    logIn();
    renderWithRouter(<ChapterPracticePage />, `${PATH}&q=3`);

    expect(await screen.findByRole('heading', { name: /第 3 题/ })).toBeTruthy();
    expect(sheetCell(1).getAttribute('data-status')).toBe('right');
    expect(sheetCell(2).getAttribute('data-status')).toBe('wrong');
    expect(sheetCell(3).getAttribute('data-status')).toBe('unanswered');
    expect(sheetCell(3).getAttribute('aria-current')).toBe('step');
    expect(screen.getByText(/正确率 50%/)).toBeTruthy();

    await userEvent.setup().click(sheetCell(2));
    expect(await screen.findByRole('heading', { name: /第 2 题/ })).toBeTruthy();
    // An answered question shows how it went.
    expect(screen.getByRole('status').textContent).toContain('回答错误');
  });

  it('finishes the session and shows the count and accuracy', async () => {
    const questions = [question(1, { solution: solution(['A']) })];
    const view = practiceView(questions, [answer(1, ['A'], true)], {
      answeredCount: 1,
      correctCount: 1,
      accuracy: 1,
    });
    serve(view, {
      '/flks/tiku/practice/submit': () =>
        ok({ ...view, session: { ...view.session, finishedAt: '2025-05-06T08:10:00.000Z' } }),
    });
    logIn();
    renderWithRouter(<ChapterPracticePage />, PATH);

    await userEvent.setup().click(await screen.findByRole('button', { name: '完成练习' }));
    expect(await screen.findByText('练习完成')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回题库' }).getAttribute('href')).toBe('/tikulist');
    expect(screen.queryByRole('button', { name: '重做错题' })).toBeNull();
  });

  it('says so when the session does not exist', async () => {
    resetMockApi(() => ({
      status: 404,
      envelope: { code: E.sessionNotFound, msg: '练习记录不存在', success: false, data: null },
    }));
    logIn();
    renderWithRouter(<ChapterPracticePage />, PATH);
    expect(await screen.findByText('练习记录不存在')).toBeTruthy();
  });
});
