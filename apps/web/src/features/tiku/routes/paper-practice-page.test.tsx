import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok, type TFakeReply, type TSeenRequest } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { SESSION_ID, answer, logIn, practiceView } from '../testing/tiku-fixtures';
import { question, solution } from '../../../components/question/testing/question-fixtures';
import { PaperPracticePage } from './paper-practice-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const PATH = paths.sj.href({ session: SESSION_ID });

const QUESTIONS = [
  question(1),
  question(2),
  question(3, { type: 'multiple', points: 2 }),
  question(4, { type: 'indefinite', points: 2 }),
];

function openPaper(overrides: Partial<TPracticeView['session']> = {}): TPracticeView {
  return practiceView(QUESTIONS, [], {
    kind: 'paper',
    mode: 'exam',
    title: '2023 年客观题卷一',
    paperId: 9,
    maxScore: 6,
    ...overrides,
  });
}

/** The paper after submission: questions 1 and 3 right, 2 wrong, 4 unanswered. */
function submitted(view: TPracticeView): TPracticeView {
  return {
    session: {
      ...view.session,
      finishedAt: '2025-05-06T09:00:00.000Z',
      answeredCount: 3,
      correctCount: 2,
      accuracy: 2 / 3,
      score: 3,
    },
    questions: QUESTIONS.map((q, i) => ({
      ...q,
      solution: solution([['A'], ['C'], ['A', 'B'], ['D']][i] ?? []),
    })),
    answers: [
      answer(1, ['A'], true, 1),
      answer(2, ['B'], false, 0),
      answer(3, ['A', 'B'], true, 2),
    ],
  };
}

function serve(view: TPracticeView, onSubmit: (request: TSeenRequest) => TFakeReply) {
  resetMockApi((request) => {
    if (request.path === '/flks/tiku/practice/get') return ok(view);
    if (request.path === '/flks/tiku/practice/submit') return onSubmit(request);
    if (request.path === '/flks/tiku/practice/answer') {
      const body = request.body as { questionId: number; chosen: string[] };
      return ok({
        answer: answer(body.questionId, body.chosen, null),
        solution: null,
        session: view.session,
      });
    }
    return ok({});
  });
}

function answerRequests() {
  return mockRequests
    .filter((r) => r.path === '/flks/tiku/practice/answer')
    .map((r) => r.body as { questionId: number; chosen: string[] });
}

describe('paper practice /sj', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
  });

  it('saves answers as chosen, confirms 交卷 with the unanswered count, then shows the score', async () => {
    const view = openPaper();
    serve(view, () => ok(submitted(view)));
    logIn();
    renderWithRouter(<PaperPracticePage />, PATH);
    const user = userEvent.setup();

    expect(await screen.findByRole('region', { name: /一、单选题（共 2 题，2 分）/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: /二、多选题/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: /三、不定项选择题/ })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();

    const first = screen.getByRole('article', { name: /第 1 题/ });
    await user.click(within(first).getByRole('radio', { name: /^B/ }));
    // Changeable until submitted.
    await user.click(within(first).getByRole('radio', { name: /^A/ }));
    const third = screen.getByRole('article', { name: /第 3 题/ });
    await user.click(within(third).getByRole('checkbox', { name: /^A/ }));
    await user.click(within(third).getByRole('checkbox', { name: /^B/ }));

    const sheet = screen.getByRole('navigation', { name: '答题卡' });
    expect(
      within(sheet)
        .getByRole('button', { name: /^第1题/ })
        .getAttribute('data-status'),
    ).toBe('answered');
    expect(
      within(sheet)
        .getByRole('button', { name: /^第2题/ })
        .getAttribute('data-status'),
    ).toBe('unanswered');

    await user.click(screen.getAllByRole('button', { name: '交卷' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/还有 2 题未作答/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确定交卷' }));

    expect(await screen.findByRole('region', { name: '成绩' })).toBeTruthy();
    // Every waiting answer was sent before the paper was handed in, the last choice last.
    const sent = answerRequests();
    expect(sent.filter((a) => a.questionId === 1).at(-1)?.chosen).toEqual(['A']);
    expect(sent.filter((a) => a.questionId === 3).at(-1)?.chosen).toEqual(['A', 'B']);
    const submitAt = mockRequests.findIndex((r) => r.path === '/flks/tiku/practice/submit');
    const lastAnswerAt = mockRequests.findLastIndex((r) => r.path === '/flks/tiku/practice/answer');
    expect(lastAnswerAt).toBeLessThan(submitAt);

    const score = screen.getByRole('region', { name: '成绩' });
    expect(score.textContent).toContain('得分');
    expect(score.textContent).toContain('3/ 6');
    expect(score.textContent).toContain('2/ 4 题');
  });

  it('reviews a submitted paper, filterable to the wrong (and unanswered) questions', async () => {
    const view = submitted(openPaper());
    serve(view, () => ok(view));
    logIn();
    renderWithRouter(<PaperPracticePage />, PATH);
    const user = userEvent.setup();

    expect(await screen.findByRole('region', { name: '成绩' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const second = screen.getByRole('article', { name: /第 2 题/ });
    expect(second.textContent).toContain('你的答案：B');
    expect(second.textContent).toContain('正确答案：C');
    expect(second.textContent).toContain('得分：0 / 1');
    expect(second.textContent).toContain('本题答案为 C');
    // One 正确答案 and one number per card: the source leaves out its own question number.
    expect(second.textContent?.match(/正确答案：/g)).toHaveLength(1);
    expect(within(second).getByText('出处：2023年 卷一')).toBeTruthy();
    expect(second.querySelector('header')?.textContent).not.toContain('第2题');

    const sheet = screen.getByRole('navigation', { name: '答题卡' });
    expect(
      within(sheet)
        .getByRole('button', { name: /^第1题/ })
        .getAttribute('data-status'),
    ).toBe('right');
    expect(
      within(sheet)
        .getByRole('button', { name: /^第2题/ })
        .getAttribute('data-status'),
    ).toBe('wrong');
    expect(
      within(sheet)
        .getByRole('button', { name: /^第4题/ })
        .getAttribute('data-status'),
    ).toBe('unanswered');

    await user.click(screen.getByText('只看错题（2）'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('article', { name: /第 2 题/ })).toBeTruthy();
    expect(screen.getByRole('article', { name: /第 4 题/ }).textContent).toContain(
      '你的答案：未作答',
    );
  });

  it('hands in a timed paper by itself when the time is up', async () => {
    // The countdown's clock and ticks are faked; timeouts stay real for the fake server and
    // React, and the screen queries see the page change through the DOM.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const view = openPaper({ deadline: new Date(Date.now() + 1500).toISOString() });
      serve(view, () => ok(submitted(view)));
      logIn();
      renderWithRouter(<PaperPracticePage />, PATH);

      const timer = await screen.findByRole('timer', { name: '剩余时间' });
      expect(timer.textContent).toContain('00:02');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(timer.textContent).toContain('00:01');
      expect(mockRequests.some((r) => r.path === '/flks/tiku/practice/submit')).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('region', { name: '成绩' })).toBeTruthy();
      expect(mockRequests.filter((r) => r.path === '/flks/tiku/practice/submit')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
