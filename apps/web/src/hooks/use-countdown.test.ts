import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESEND_SECONDS, useCountdown } from './use-countdown';

describe('resend countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 60 seconds down by the second and stops at 0', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);

    act(() => result.current.start());
    expect(result.current.seconds).toBe(RESEND_SECONDS);
    expect(RESEND_SECONDS).toBe(60);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(59);
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(result.current.seconds).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.seconds).toBe(0);
  });

  it('starts from the wait the server asks for', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(42));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.seconds).toBe(40);
  });
});
