import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAttemptView } from '@yzfk/contract/calls/exam-shapes';
import { E } from '@yzfk/contract/error-codes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fail, ok, type TFakeReply, type TSeenRequest } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import {
  ATTEMPT_ID,
  EXAM_ID,
  PAPER_ID,
  attemptSummary,
  attemptView,
  logIn,
  storedAnswer,
  subjectiveQuestion,
} from '../testing/exam-fixtures';
import { ExaminationPage } from './examination-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const PATH = paths.obt.examination.href({ examId: EXAM_ID, paperId: PAPER_ID });
const SAVED_AT = '2026-06-01T01:23:45.000Z';

type TSaveBody = { questionId: number; seq: number; chosen: string[]; marked: boolean };

type THandlers = {
  save?: (body: TSaveBody) => TFakeReply;
  submit?: () => TFakeReply;
  start?: () => TFakeReply;
  /** The deadline the heartbeat reports (补时); the view's by default. */
  deadline?: () => string;
};

function serve(view: TAttemptView, handlers: THandlers = {}) {
  // The server's clock keeps its distance from the device's, as a real one would.
  const ahead = Date.parse(view.serverTime) - Date.now();
  const serverNow = () => new Date(Date.now() + ahead).toISOString();
  resetMockApi((request: TSeenRequest) => {
    switch (request.path) {
      case '/flks/exam/start':
        return handlers.start?.() ?? ok(view);
      case '/flks/exam/save': {
        const body = request.body as TSaveBody;
        return (
          handlers.save?.(body) ??
          ok({
            questionId: body.questionId,
            seq: body.seq,
            savedAt: SAVED_AT,
            serverTime: SAVED_AT,
          })
        );
      }
      case '/flks/exam/submit':
        return (
          handlers.submit?.() ?? ok({ attempt: attemptSummary({ status: 'submitted', score: 3 }) })
        );
      case '/flks/exam/heartbeat':
        return ok({
          serverTime: serverNow(),
          deadline: handlers.deadline?.() ?? view.attempt.deadline,
          submitOpensAt: view.submitOpensAt,
          status: 'in_progress',
        });
      default:
        return fail(E.callNotFound, `no answer for ${request.path}`, 404);
    }
  });
}

function saves(): TSaveBody[] {
  return mockRequests.filter((r) => r.path === '/flks/exam/save').map((r) => r.body as TSaveBody);
}

function sheetCell(number: number): HTMLElement {
  const sheet = screen.getByRole('navigation', { name: '答题卡' });
  return within(sheet).getByRole('button', { name: new RegExp(`^第${number}题：`) });
}

describe('the answering screen /exam/obt/examination', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    localStorage.clear();
    sessionStorage.clear();
    logIn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('heads the paper with the candidate and shows * for unanswered questions in the 答题卡', async () => {
    serve(attemptView());
    renderWithRouter(<ExaminationPage />, PATH);

    expect(await screen.findByRole('article', { name: /第 1 题/ })).toBeTruthy();
    const candidate = screen.getByLabelText('考生信息');
    expect(candidate.textContent).toContain('张三');
    expect(candidate.textContent).toContain('2026060100012');
    expect(sheetCell(1).textContent).toBe('1*');
    expect(sheetCell(1).getAttribute('aria-label')).toBe('第1题：未作答');
    const sheet = screen.getByRole('navigation', { name: '答题卡' });
    expect(within(sheet).getByText('一、单项选择题')).toBeTruthy();
    expect(within(sheet).getByText('二、多项选择题')).toBeTruthy();
    // The legend names the official glyphs.
    expect(sheet.textContent).toContain('*未作答');
    expect(sheet.textContent).toContain('?已标记');
  });

  it('saves a choice with the next number, then shows 已保存 with the time', async () => {
    serve(attemptView({ lastSeq: 12 }));
    renderWithRouter(<ExaminationPage />, PATH);
    const user = userEvent.setup();

    const first = await screen.findByRole('article', { name: /第 1 题/ });
    await user.click(within(first).getByRole('radio', { name: /^B/ }));
    expect(sheetCell(1).textContent).toBe('1');
    expect(sheetCell(1).getAttribute('data-status')).toBe('answered');

    const status = await screen.findByText(/已保存/);
    expect(status.textContent).toMatch(/已保存 \d\d:\d\d:\d\d/);
    expect(saves()).toEqual([
      expect.objectContaining({ questionId: 101, seq: 13, chosen: ['B'], marked: false }),
    ]);
  });

  it('stamps each change in the server’s time, not by a device clock an hour behind', async () => {
    const HOUR = 3_600_000;
    const server = () => new Date(Date.now() + HOUR).toISOString();
    serve(attemptView({ serverTime: server() }), {
      save: (body) =>
        ok({ questionId: body.questionId, seq: body.seq, savedAt: server(), serverTime: server() }),
    });
    renderWithRouter(<ExaminationPage />, PATH);
    const user = userEvent.setup();

    const first = await screen.findByRole('article', { name: /第 1 题/ });
    const before = Date.now();
    await user.click(within(first).getByRole('radio', { name: /^B/ }));
    await screen.findByText(/已保存/);
    const [sent] = saves() as (TSaveBody & { changedAt: number })[];
    expect(sent?.changedAt).toBeGreaterThanOrEqual(before + HOUR - 5_000);
    expect(sent?.changedAt).toBeLessThanOrEqual(Date.now() + HOUR + 5_000);
  });

  it('works by keyboard: →/← move, A–D choose (toggle for multiple), M marks with ?', async () => {
    serve(attemptView());
    renderWithRouter(<ExaminationPage />, PATH);
    const user = userEvent.setup();

    await screen.findByRole('article', { name: /第 1 题/ });
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const third = screen.getByRole('article', { name: /第 3 题/ });
    await user.keyboard('ac');
    expect(within(third).getByRole('checkbox', { name: /^A/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(third).getByRole('checkbox', { name: /^C/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.keyboard('a');
    expect(within(third).getByRole('checkbox', { name: /^A/ }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await user.keyboard('m');
    expect(sheetCell(3).textContent).toBe('3?');
    expect(sheetCell(3).getAttribute('aria-label')).toBe('第3题：已作答，已标记');
    expect(screen.getByRole('button', { name: /取消标记/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('article', { name: /第 2 题/ })).toBeTruthy();

    await waitFor(() =>
      expect(saves().at(-1)).toMatchObject({ questionId: 103, chosen: ['C'], marked: true }),
    );
  });

  it('交卷 in two steps: the unanswered and marked counts first, then the final confirmation', async () => {
    serve(attemptView({ answers: [storedAnswer(101, ['A'], 3), storedAnswer(102, [], 4, true)] }));
    renderWithRouter(<ExaminationPage />, PATH);
    const user = userEvent.setup();

    await screen.findByRole('article', { name: /第 1 题/ });
    expect(sheetCell(2).textContent).toBe('2?');
    await user.click(screen.getByRole('button', { name: '交卷' }));
    const summary = await screen.findByRole('dialog', { name: '交卷' });
    expect(summary.textContent).toContain('3 题未作答，1 题已标记');
    expect(mockRequests.some((r) => r.path === '/flks/exam/submit')).toBe(false);

    await user.click(within(summary).getByRole('button', { name: '交卷' }));
    const confirm = await screen.findByRole('dialog', { name: '确认交卷' });
    expect(confirm.textContent).toContain('交卷后将不能再修改答案');
    expect(mockRequests.some((r) => r.path === '/flks/exam/submit')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: '确认交卷' }));

    expect(await screen.findByText('交卷成功')).toBeTruthy();
    expect(mockRequests.filter((r) => r.path === '/flks/exam/submit')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '查看答题报告' })).toBeTruthy();
  });

  it('sends every waiting answer before 交卷', async () => {
    serve(attemptView());
    renderWithRouter(<ExaminationPage />, PATH);
    const user = userEvent.setup();

    await screen.findByRole('article', { name: /第 1 题/ });
    await user.keyboard('d');
    await user.click(screen.getByRole('button', { name: '交卷' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '交卷' })).getByRole('button', {
        name: '交卷',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: '确认交卷' })).getByRole('button', {
        name: '确认交卷',
      }),
    );
    expect(await screen.findByText('交卷成功')).toBeTruthy();
    const saveAt = mockRequests.findIndex((r) => r.path === '/flks/exam/save');
    const submitAt = mockRequests.findIndex((r) => r.path === '/flks/exam/submit');
    expect(saveAt).toBeGreaterThanOrEqual(0);
    expect(saveAt).toBeLessThan(submitAt);
  });

  it('says when 交卷 opens and does not let it through before', async () => {
    const opens = new Date(Date.now() + 2 * 3600_000).toISOString();
    serve(attemptView({ submitOpensAt: opens }));
    renderWithRouter(<ExaminationPage />, PATH);
    const user = userEvent.setup();

    await screen.findByRole('article', { name: /第 1 题/ });
    await user.click(screen.getByRole('button', { name: '交卷' }));
    const summary = await screen.findByRole('dialog', { name: '交卷' });
    expect(summary.textContent).toMatch(/\d\d:\d\d:\d\d 后方可交卷/);
    expect(within(summary).getByRole('button', { name: '交卷' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('after three failed 交卷 offers the answers as a file (下载答卷)', async () => {
    serve(attemptView({ answers: [storedAnswer(101, ['A'], 3)] }), {
      submit: () => fail(E.unavailable, '服务暂不可用，请稍后再试', 503),
    });
    renderWithRouter(<ExaminationPage />, PATH);
    const user = userEvent.setup();

    await screen.findByRole('article', { name: /第 1 题/ });
    await user.click(screen.getByRole('button', { name: '交卷' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '交卷' })).getByRole('button', {
        name: '交卷',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: '确认交卷' });
    for (let i = 1; i <= 3; i += 1) {
      expect(within(confirm).queryByRole('button', { name: '下载答卷' })).toBeNull();
      await user.click(within(confirm).getByRole('button', { name: '确认交卷' }));
      await waitFor(() =>
        expect(mockRequests.filter((r) => r.path === '/flks/exam/submit')).toHaveLength(i),
      );
    }
    expect(await within(confirm).findByRole('button', { name: '下载答卷' })).toBeTruthy();
    expect(confirm.textContent).toContain('服务暂不可用');

    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:answer-sheet';
    };
    URL.revokeObjectURL = () => undefined;
    // jsdom cannot follow a download link; what matters is the file offered.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(confirm).getByRole('button', { name: '下载答卷' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created[0] as Blob);
    });
    const sheet = JSON.parse(text) as Record<string, unknown>;
    expect(sheet).toMatchObject({
      format: 'yzfk-answer-sheet/1',
      attemptId: ATTEMPT_ID,
      ticketNo: '2026060100012',
      answers: [{ questionId: 101, seq: 3, chosen: ['A'], marked: false }],
    });
  });

  it('resumes with the server’s answers and this browser’s newer unsent changes, and sends them', async () => {
    localStorage.setItem(
      `yzfk.exam.queue.${ATTEMPT_ID}`,
      JSON.stringify([
        { questionId: 101, seq: 8, chosen: ['D'], texts: [], marked: false, changedAt: 1 },
      ]),
    );
    serve(attemptView({ answers: [storedAnswer(101, ['A'], 5)], lastSeq: 5, position: 0 }));
    renderWithRouter(<ExaminationPage />, PATH);

    const first = await screen.findByRole('article', { name: /第 1 题/ });
    expect(within(first).getByRole('radio', { name: /^D/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await waitFor(() => expect(saves()).toEqual([expect.objectContaining({ seq: 8 })]));
    await screen.findByText(/已保存/);
    await waitFor(() => expect(localStorage.getItem(`yzfk.exam.queue.${ATTEMPT_ID}`)).toBeNull());
  });

  it('shows the red banner offline and keeps the answer until the connection is back', async () => {
    let online = false;
    serve(attemptView(), {
      save: (body) =>
        online
          ? ok({
              questionId: body.questionId,
              seq: body.seq,
              savedAt: SAVED_AT,
              serverTime: SAVED_AT,
            })
          : fail(E.unavailable, '服务暂不可用', 503),
    });
    renderWithRouter(<ExaminationPage />, PATH);
    const user = userEvent.setup();

    await screen.findByRole('article', { name: /第 1 题/ });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      '网络已断开，答案已保存在本机，恢复连接后将自动提交',
    );
    await user.keyboard('c');
    expect(await screen.findByText('未保存')).toBeTruthy();
    expect(localStorage.getItem(`yzfk.exam.queue.${ATTEMPT_ID}`)).toContain('"C"');
    expect(saves()).toHaveLength(0);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/已保存/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saves()).toEqual([expect.objectContaining({ questionId: 101, chosen: ['C'] })]);
  });

  it('goes back to the room login when the server asks for it (4803)', async () => {
    sessionStorage.setItem(`yzfk.exam.room.${EXAM_ID}`, '{"examTitle":"x","candidate":{}}');
    serve(attemptView(), { start: () => fail(E.examLoginRequired, '请先登录考场', 403) });
    const { router } = renderWithRouter(<ExaminationPage />, PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.obt.examLogin.pattern));
    expect(router.state.location.search).toBe(`?examId=${EXAM_ID}`);
    expect(sessionStorage.getItem(`yzfk.exam.room.${EXAM_ID}`)).toBeNull();
  });

  it('counts down by the server’s clock, not the device’s, and re-syncs on each heartbeat', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The device is an hour behind the server; 90 s of the paper are left.
    const server = Date.now() + 3600_000;
    const deadline = server + 90_000;
    let extra = 0;
    serve(
      attemptView({
        serverTime: new Date(server).toISOString(),
        attempt: attemptSummary({
          startedAt: new Date(server - 3600_000).toISOString(),
          deadline: new Date(deadline).toISOString(),
        }),
      }),
      { deadline: () => new Date(deadline + extra).toISOString() },
    );
    renderWithRouter(<ExaminationPage />, PATH);

    const timer = await screen.findByRole('timer', { name: '剩余时间' });
    expect(timer.textContent).toMatch(/01:(30|29)/);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(timer.textContent).toMatch(/01:(10|09)/);
    // An operator adds two minutes (补时); the next heartbeat brings the new deadline.
    extra = 120_000;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(timer.textContent).toMatch(/03:0[01]|02:59/));
    expect(mockRequests.filter((r) => r.path === '/flks/exam/heartbeat')).toHaveLength(1);
  });

  it('at the deadline stops input, collects the paper and says so', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    serve(
      attemptView({
        attempt: attemptSummary({
          startedAt: new Date(Date.now() - 3600_000).toISOString(),
          deadline: new Date(Date.now() + 2000).toISOString(),
        }),
      }),
    );
    renderWithRouter(<ExaminationPage />, PATH);

    await screen.findByRole('article', { name: /第 1 题/ });
    expect(mockRequests.some((r) => r.path === '/flks/exam/submit')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('考试时间到，答卷已自动提交')).toBeTruthy();
    expect(mockRequests.filter((r) => r.path === '/flks/exam/submit')).toHaveLength(1);
    expect(screen.queryByRole('article', { name: /第 1 题/ })).toBeNull();
  });

  it('主观题: material and answer boxes side by side with a divider, counts, and 法条检索 in a dialog', async () => {
    serve(attemptView({ variant: 'subt', questions: [subjectiveQuestion(1)] }));
    renderWithRouter(
      <ExaminationPage lawSearch={() => <p>民法典第一百四十三条</p>} />,
      paths.subt.examination.href({ examId: EXAM_ID, paperId: PAPER_ID }),
    );
    const user = userEvent.setup();

    const material = await screen.findByRole('region', { name: '案情材料' });
    expect(material.textContent).toContain('甲与乙因房屋买卖发生纠纷');
    expect(screen.getByRole('separator', { name: '拖动调整列宽' })).toBeTruthy();
    const box = screen.getByLabelText(/第 1 问/);
    await user.click(box);
    // Letters typed into an answer box are text, not option keys or the mark key.
    await user.paste('合同有效 am');
    expect(screen.getByText('已输入 7 字')).toBeTruthy();
    expect(screen.getByRole('button', { name: '标记' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ questionId: 201, marked: false }));
    const body = mockRequests.filter((r) => r.path === '/flks/exam/save').at(-1)?.body as {
      texts: string[];
    };
    expect(body.texts).toEqual(['合同有效 am', '']);

    await user.click(screen.getByRole('button', { name: '法条检索' }));
    const dialog = await screen.findByRole('dialog', { name: '法条检索' });
    expect(within(dialog).getByText('民法典第一百四十三条')).toBeTruthy();
    // The question stays on screen behind the dialog.
    expect(screen.getByRole('region', { name: '案情材料' })).toBeTruthy();
  });
});
