import { act, renderHook } from '@testing-library/react';
import { EXAM_HEARTBEAT_MS } from '@yzfk/contract/calls/exam-shapes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { THeartbeat } from '../api/heartbeat';
import { useHeartbeat, type THeartbeatOptions } from './use-heartbeat';
import { E } from '@yzfk/contract/error-codes';

const ATTEMPT = 31;

function reply(overrides: Partial<THeartbeat> = {}): THeartbeat {
  return {
    serverTime: '2026-06-01T01:00:00.000Z',
    deadline: '2026-06-01T04:00:00.000Z',
    submitOpensAt: null,
    status: 'in_progress',
    receivedAt: Date.now(),
    ...overrides,
  };
}

function refusal(code: number, msg: string): ApiError {
  return new ApiError({ code, msg, success: false, data: null }, 403);
}

function setUp(answer: () => Promise<THeartbeat>, overrides: Partial<THeartbeatOptions> = {}) {
  const send = vi.fn((_attemptId: number, _position: number) => answer());
  const handlers = { onBeat: vi.fn(), onFinished: vi.fn(), onLoginRequired: vi.fn() };
  const hook = renderHook((props: Partial<THeartbeatOptions>) =>
    useHeartbeat({
      attemptId: ATTEMPT,
      position: 0,
      active: true,
      send,
      ...handlers,
      ...overrides,
      ...props,
    }),
  );
  return { send, ...handlers, hook };
}

/** One heartbeat's wait, then its reply. */
const beat = () => act(() => vi.advanceTimersByTimeAsync(EXAM_HEARTBEAT_MS));

describe('useHeartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('beats every interval with the question on screen and hands each reply on', async () => {
    const answer = reply();
    const { send, onBeat, onFinished, hook } = setUp(() => Promise.resolve(answer));
    await act(() => vi.advanceTimersByTimeAsync(EXAM_HEARTBEAT_MS - 1));
    expect(send).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    hook.rerender({ position: 7 });
    await beat();
    expect(send.mock.calls).toEqual([
      [ATTEMPT, 0],
      [ATTEMPT, 7],
    ]);
    expect(onBeat).toHaveBeenCalledWith(answer);
    expect(onFinished).not.toHaveBeenCalled();
    expect(hook.result.current).toBe(false);
  });

  it('says the attempt is over when the server has closed it', async () => {
    const { onFinished } = setUp(() => Promise.resolve(reply({ status: 'collected' })));
    await beat();
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('sends the candidate to the room login on 4803 and ends on 4813', async () => {
    const login = setUp(() => Promise.reject(refusal(E.examLoginRequired, '请先登录考场')));
    await beat();
    expect(login.onLoginRequired).toHaveBeenCalledTimes(1);
    expect(login.onFinished).not.toHaveBeenCalled();
    login.hook.unmount();

    const finished = setUp(() => Promise.reject(refusal(E.attemptFinished, '考生已自行交卷')));
    await beat();
    expect(finished.onFinished).toHaveBeenCalledTimes(1);
    expect(finished.hook.result.current).toBe(false);
  });

  it('reports a failed beat until one gets through again', async () => {
    let down = true;
    const { hook } = setUp(() =>
      down ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(reply()),
    );
    await beat();
    expect(hook.result.current).toBe(true);
    down = false;
    await beat();
    expect(hook.result.current).toBe(false);
  });

  it('stays quiet while the candidate is not answering', async () => {
    const { send, hook } = setUp(() => Promise.resolve(reply()), { active: false });
    await beat();
    expect(send).not.toHaveBeenCalled();
    hook.rerender({ active: true });
    await beat();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
