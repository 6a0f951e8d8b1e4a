import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

describe('paper countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-06T08:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down every second and hands in once at 0', () => {
    const onExpire = vi.fn();
    render(<Countdown deadline="2025-05-06T08:01:05.000Z" onExpire={onExpire} />);
    const timer = screen.getByRole('timer', { name: '剩余时间' });
    expect(timer.textContent).toContain('01:05');

    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(timer.textContent).toContain('01:00');
    expect(onExpire).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(timer.textContent).toContain('00:01');
    expect(onExpire).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(timer.textContent).toContain('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);

    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('hands in at once when the deadline has already passed', () => {
    const onExpire = vi.fn();
    render(<Countdown deadline="2025-05-06T07:59:00.000Z" onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer').textContent).toContain('00:00');
  });

  it('shows hours for long papers and turns urgent in the last five minutes', () => {
    render(<Countdown deadline="2025-05-06T11:00:00.000Z" onExpire={() => undefined} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('3:00:00');
    expect(timer.className).not.toContain('urgent');
    act(() => {
      vi.advanceTimersByTime((3 * 3600 - 299) * 1000);
    });
    expect(timer.className).toContain('urgent');
  });
});
