import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEndWarning, type TEndWarningOptions } from './use-end-warning';

const NOW = Date.parse('2026-06-01T01:00:00.000Z');
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A paper started an hour ago with eleven minutes left, warning ten minutes before the end. */
function setUp(overrides: Partial<TEndWarningOptions> = {}) {
  return renderHook((props: Partial<TEndWarningOptions>) =>
    useEndWarning({
      startedAt: iso(NOW - 60 * MINUTE),
      firstDeadline: iso(NOW + 11 * MINUTE),
      deadline: NOW + 11 * MINUTE,
      minutes: 10,
      answering: true,
      ...overrides,
      ...props,
    }),
  );
}

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useEndWarning', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens once, the given minutes before the deadline, and stays closed once closed', () => {
    const { result } = setUp();
    wait(MINUTE - 1000);
    expect(result.current.open).toBe(false);
    wait(1000);
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    wait(5 * MINUTE);
    expect(result.current.open).toBe(false);
  });

  it('follows the deadline when 补时 moves it', () => {
    const { result, rerender } = setUp();
    rerender({ deadline: NOW + 13 * MINUTE });
    wait(MINUTE);
    expect(result.current.open).toBe(false);
    wait(2 * MINUTE);
    expect(result.current.open).toBe(true);
  });

  it('says nothing on a paper shorter than the warning, or when no warning is set', () => {
    const short = setUp({ startedAt: iso(NOW - 4 * MINUTE), firstDeadline: iso(NOW + MINUTE) });
    const none = setUp({ minutes: 0 });
    wait(20 * MINUTE);
    expect(short.result.current.open).toBe(false);
    expect(none.result.current.open).toBe(false);
  });

  it('says nothing once the candidate is no longer answering', () => {
    const { result } = setUp({ answering: false });
    wait(2 * MINUTE);
    expect(result.current.open).toBe(false);
  });
});
