import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown, useCountdownTo } from './use-countdown';

describe('countdown started on demand (SMS resend wait)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-06T08:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 60 seconds down by the second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);

    act(() => result.current.start(60));
    expect(result.current.seconds).toBe(60);

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
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(42));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.seconds).toBe(40);
  });
});

describe('countdown to a deadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-06T08:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is null without a deadline and calls onExpire once at 0', () => {
    const onExpire = vi.fn();
    const { result, rerender } = renderHook(
      ({ deadline }: { deadline: string | null }) => useCountdownTo(deadline, onExpire),
      { initialProps: { deadline: null as string | null } },
    );
    expect(result.current).toBeNull();
    rerender({ deadline: '2025-05-06T08:00:03.000Z' });
    expect(result.current).toBe(3);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
