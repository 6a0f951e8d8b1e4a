import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TExamStartMode } from '@yzfk/contract/calls/exam-shapes';
import { E } from '@yzfk/contract/error-codes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fail, ok, type TFakeReply } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import {
  CANDIDATE,
  EXAM_ID,
  PAPER_ID,
  attemptView,
  examSummary,
  logIn,
} from '../testing/exam-fixtures';
import { ExamBeforePage } from './exam-before-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const PATH = paths.obt.examBefore.href({ examId: EXAM_ID });

/** The waiting screen's data: one paper opening `opensInMs` from the server's now. */
function serve(options: {
  startMode: TExamStartMode;
  serverAheadMs?: number;
  opensInMs: number;
  before?: () => TFakeReply;
  start?: () => TFakeReply;
}) {
  const serverNow = Date.now() + (options.serverAheadMs ?? 0);
  const paper = examSummary().papers[0];
  resetMockApi((request) => {
    switch (request.path) {
      case '/flks/exam/before':
        return (
          options.before?.() ??
          ok({
            examTitle: '2026 年第一次全真模考',
            variant: 'obt',
            startMode: options.startMode,
            candidate: CANDIDATE,
            serverTime: new Date(serverNow).toISOString(),
            noticeHtml: '<p>考生须知：考试开始 30 分钟后不得入场。</p>',
            instructionsHtml: '<p>操作说明：点击选项作答。</p>',
            papers: [
              {
                paper,
                opensAt: new Date(serverNow + options.opensInMs).toISOString(),
                entryClosesAt: new Date(serverNow + options.opensInMs + 1800_000).toISOString(),
                attempt: null,
              },
            ],
          })
        );
      case '/flks/exam/start':
        return options.start?.() ?? ok(attemptView());
      default:
        return fail(E.callNotFound, `no answer for ${request.path}`, 404);
    }
  });
}

const starts = () => mockRequests.filter((r) => r.path === '/flks/exam/start');
// The waiting screen knows the start mode from its own call: it never asks for the detail.
const details = () => mockRequests.filter((r) => r.path === '/flks/exam/detail');

describe('the waiting screen /exam/obt/examBefore', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    sessionStorage.clear();
    logIn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the candidate, 须知, 操作说明 and an input-method test box', async () => {
    serve({ startMode: 'fixed', opensInMs: 3600_000 });
    renderWithRouter(<ExamBeforePage />, PATH);

    const candidate = await screen.findByRole('region', { name: '考生信息' });
    expect(candidate.textContent).toContain('张三');
    expect(candidate.textContent).toContain('2026060100012');
    expect(candidate.textContent).toContain('1101**********1234');
    expect(screen.getByRole('region', { name: '考生须知' }).textContent).toContain(
      '考试开始 30 分钟后不得入场',
    );
    expect(screen.getByRole('region', { name: '操作说明' }).textContent).toContain('点击选项作答');
    expect(screen.getByRole('textbox', { name: /试着输入汉字/ })).toBeTruthy();
  });

  it('统一开考: no start button; at the opening time by the server’s clock the paper opens by itself', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The device runs ten minutes fast: its clock must not open the paper early.
    serve({ startMode: 'fixed', serverAheadMs: -600_000, opensInMs: 3000 });
    const { router } = renderWithRouter(<ExamBeforePage />, PATH);

    const paper = await screen.findByRole('listitem', { name: '试卷一' });
    await waitFor(() =>
      expect(within(paper).getByRole('timer').textContent).toContain('0 分 3 秒'),
    );
    expect(screen.queryByRole('button', { name: '开始答题' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(starts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(starts()).toHaveLength(1));
    expect(starts()[0]?.body).toEqual({ examId: EXAM_ID, paperId: PAPER_ID });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.obt.examination.pattern));
    expect(router.state.location.search).toBe(`?examId=${EXAM_ID}&paperId=${PAPER_ID}`);
    expect(details()).toHaveLength(0);
  });

  it('随到随考: 开始答题 starts the paper through start', async () => {
    serve({ startMode: 'window', opensInMs: 0 });
    const { router } = renderWithRouter(<ExamBeforePage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '开始答题' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.obt.examination.pattern));
    expect(starts()).toHaveLength(1);
    expect(details()).toHaveLength(0);
  });

  it('says when entry has closed (4810)', async () => {
    serve({
      startMode: 'window',
      opensInMs: 0,
      start: () => fail(E.examEntryClosed, '开考已超过 30 分钟，不能再进入考场', 409),
    });
    renderWithRouter(<ExamBeforePage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '开始答题' }));
    expect(await screen.findByText('开考已超过 30 分钟，不能再进入考场')).toBeTruthy();
  });

  it('goes back to the room login on 4803', async () => {
    serve({
      startMode: 'fixed',
      opensInMs: 3600_000,
      before: () => fail(E.examLoginRequired, '请先登录考场', 403),
    });
    const { router } = renderWithRouter(<ExamBeforePage />, PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.obt.examLogin.pattern));
  });
});
