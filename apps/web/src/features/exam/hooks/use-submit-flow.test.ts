import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { fakeQueue } from '../testing/fake-queue';
import { useSubmitFlow, type TSubmitFlowOptions } from './use-submit-flow';
import { E } from '@yzfk/contract/error-codes';

const ATTEMPT = 31;

function refusal(code: number, msg: string): ApiError {
  return new ApiError({ code, msg, success: false, data: null }, 400);
}

function setUp(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const queue = fakeQueue();
  const submit = vi.fn((_attemptId: number) => answer());
  const onLoginRequired = vi.fn();
  const initialProps: Pick<TSubmitFlowOptions, 'stopped' | 'queue'> = { stopped: null, queue };
  const hook = renderHook(
    (props: Pick<TSubmitFlowOptions, 'stopped' | 'queue'>) =>
      useSubmitFlow({ attemptId: ATTEMPT, onLoginRequired, submit, ...props }),
    { initialProps },
  );
  return { queue, submit, onLoginRequired, hook, flow: () => hook.result.current };
}

describe('useSubmitFlow', () => {
  it('交卷 sends every waiting answer first, then the paper, and closes the dialog', async () => {
    const { queue, submit, flow } = setUp();
    act(() => flow().openDialog());
    expect(flow().dialog.open).toBe(true);

    await act(() => flow().submit());
    expect(submit).toHaveBeenCalledWith(ATTEMPT);
    expect(vi.mocked(queue.flush).mock.invocationCallOrder[0]).toBeLessThan(
      submit.mock.invocationCallOrder[0] ?? 0,
    );
    expect(flow().phase).toBe('submitted');
    expect(flow().dialog).toEqual({ open: false, submitting: false, error: null, failures: 0 });
  });

  it('does not hand in while answers are still unsent, and counts the try as failed', async () => {
    const { queue, submit, flow } = setUp();
    queue.flushResult = false;
    act(() => flow().openDialog());
    await act(() => flow().submit());
    expect(submit).not.toHaveBeenCalled();
    expect(flow().phase).toBe('answering');
    expect(flow().dialog).toMatchObject({
      open: true,
      error: '网络异常，仍有答案未提交到服务器，请检查网络后重试交卷',
      failures: 1,
    });
    // Opening the dialog again starts without the old message, but the count stays.
    act(() => flow().closeDialog());
    act(() => flow().openDialog());
    expect(flow().dialog).toMatchObject({ open: true, error: null, failures: 1 });
  });

  it('hands in when the queue stopped on its own (nothing more can be sent)', async () => {
    const { queue, submit, flow } = setUp();
    queue.flushResult = false;
    queue.stopped = 'timeOver';
    await act(() => flow().submit());
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal; a 交卷 not yet open is not counted as a failure', async () => {
    let reply = refusal(E.submitNotOpen, '距离考试结束 30 分钟内方可交卷');
    const { flow } = setUp(() => Promise.reject(reply));
    await act(() => flow().submit());
    expect(flow().dialog).toMatchObject({ error: '距离考试结束 30 分钟内方可交卷', failures: 0 });

    reply = new ApiError(
      { code: E.unavailable, msg: '服务暂不可用', success: false, data: null },
      503,
    );
    await act(() => flow().submit());
    await act(() => flow().submit());
    expect(flow().dialog).toMatchObject({ error: '服务暂不可用', failures: 2, submitting: false });
    expect(flow().phase).toBe('answering');
  });

  it('goes to the room login when 交卷 finds the login gone (4803)', async () => {
    const { onLoginRequired, flow } = setUp(() =>
      Promise.reject(refusal(E.examLoginRequired, '请先登录考场')),
    );
    await act(() => flow().submit());
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(flow().dialog).toMatchObject({ error: null, failures: 0 });
  });

  it('at the deadline closes the dialog, collects the paper whatever the server says, once', async () => {
    const { queue, submit, flow } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    act(() => flow().openDialog());
    act(() => flow().timeUp());
    await waitFor(() => expect(flow().phase).toBe('timeUp'));
    expect(flow().dialog.open).toBe(false);
    expect(queue.flush).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledTimes(1);

    act(() => flow().timeUp());
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('shows 正在提交 while the deadline’s collection is under way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { submit, flow } = setUp(() => new Promise((resolve) => (answer = resolve)));
    act(() => flow().timeUp());
    expect(flow().phase).toBe('collecting');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(flow().phase).toBe('collecting');
    act(() => answer({}));
    await waitFor(() => expect(flow().phase).toBe('timeUp'));
  });

  it('follows the queue’s stops: time over collects, finished ends, a lost login leaves', async () => {
    const timeOver = setUp();
    timeOver.hook.rerender({ stopped: 'timeOver', queue: timeOver.queue });
    await waitFor(() => expect(timeOver.flow().phase).toBe('timeUp'));
    expect(timeOver.submit).toHaveBeenCalledTimes(1);

    const finished = setUp();
    finished.hook.rerender({ stopped: 'finished', queue: finished.queue });
    expect(finished.flow().phase).toBe('finished');
    expect(finished.submit).not.toHaveBeenCalled();

    const login = setUp();
    login.hook.rerender({ stopped: 'loginRequired', queue: login.queue });
    expect(login.onLoginRequired).toHaveBeenCalledTimes(1);
    expect(login.flow().phase).toBe('answering');
  });

  it('ends when the server says the attempt is closed', () => {
    const { flow } = setUp();
    act(() => flow().finish());
    expect(flow().phase).toBe('finished');
  });
});
