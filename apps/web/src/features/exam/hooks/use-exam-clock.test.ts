import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useExamClock, type TClockReading } from './use-exam-clock';

// The device is an hour behind the server throughout.
const DEVICE_NOW = Date.parse('2026-06-01T01:00:00.000Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function reading(overrides: Partial<TClockReading> = {}): TClockReading {
  return {
    serverTime: iso(DEVICE_NOW + HOUR),
    receivedAt: DEVICE_NOW,
    deadline: iso(DEVICE_NOW + HOUR + 90_000),
    submitOpensAt: null,
    ...overrides,
  };
}

describe('useExamClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(DEVICE_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the server’s deadline and 交卷 opening on the device’s clock', () => {
    const { result } = renderHook(() =>
      useExamClock(reading({ submitOpensAt: iso(DEVICE_NOW + HOUR + 30_000) })),
    );
    expect(result.current.deadline).toBe(DEVICE_NOW + 90_000);
    expect(result.current.submitOpensAt).toBe(DEVICE_NOW + 30_000);
    expect(result.current.now()).toBe(DEVICE_NOW + HOUR);
  });

  it('says 交卷 opens at any time when the server names no moment', () => {
    const { result } = renderHook(() => useExamClock(reading()));
    expect(result.current.submitOpensAt).toBeNull();
  });

  it('takes 补时 and a re-measured clock from a heartbeat', () => {
    const { result } = renderHook(() => useExamClock(reading()));
    vi.setSystemTime(DEVICE_NOW + 10_000);
    // The server is now two hours ahead, and an operator added two minutes.
    act(() =>
      result.current.update({
        serverTime: iso(DEVICE_NOW + 10_000 + 2 * HOUR),
        receivedAt: DEVICE_NOW + 10_000,
        deadline: iso(DEVICE_NOW + HOUR + 210_000),
        submitOpensAt: iso(DEVICE_NOW + HOUR),
      }),
    );
    expect(result.current.deadline).toBe(DEVICE_NOW + HOUR + 210_000 - 2 * HOUR);
    expect(result.current.submitOpensAt).toBe(DEVICE_NOW - HOUR);
    expect(result.current.now()).toBe(DEVICE_NOW + 10_000 + 2 * HOUR);
  });

  it('re-measures the clock from a save’s server time, keeping the same now function', () => {
    const { result } = renderHook(() => useExamClock(reading()));
    const now = result.current.now;
    act(() => result.current.syncTime(iso(DEVICE_NOW + HOUR + 5_000)));
    expect(result.current.now).toBe(now);
    expect(now()).toBe(DEVICE_NOW + HOUR + 5_000);
    expect(result.current.deadline).toBe(DEVICE_NOW + 85_000);
  });
});
