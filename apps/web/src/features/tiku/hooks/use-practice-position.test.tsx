import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePracticePosition, type TPracticePositionOptions } from './use-practice-position';
import { paths } from '@yzfk/contract/paths';

function setUp(overrides: Partial<TPracticePositionOptions> = {}) {
  const save = vi.fn<(index: number) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[paths.zj.href({ session: 's1' })]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({
      position: usePracticePosition({
        start: 0,
        count: 3,
        saved: 0,
        finished: false,
        save,
        ...overrides,
      }),
      location: useLocation(),
    }),
    { wrapper },
  );
  return { save, now: () => result.current };
}

describe('usePracticePosition', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts within the session', () => {
    expect(setUp({ start: 7 }).now().position.index).toBe(2);
    expect(setUp({ start: -2 }).now().position.index).toBe(0);
  });

  it('moves within the session and keeps the question in the address', () => {
    const { now } = setUp();
    act(() => now().position.go(1));
    expect(now().position.index).toBe(1);
    expect(now().location.search).toBe('?session=s1&q=2');
    act(() => now().position.go(5));
    expect(now().position.index).toBe(2);
    expect(now().location.search).toBe('?session=s1&q=3');
  });

  it('saves the position once the user settles on a question, not on each step', () => {
    const { save, now } = setUp();
    act(() => now().position.go(1));
    act(() => {
      vi.advanceTimersByTime(399);
    });
    act(() => now().position.go(2));
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(save).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(save.mock.calls).toEqual([[2]]);
  });

  it('does not save where the server already is, nor in a finished session', () => {
    const resumed = setUp({ start: 1, saved: 1 });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(resumed.save).not.toHaveBeenCalled();

    const finished = setUp({ finished: true });
    act(() => finished.now().position.go(1));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(finished.save).not.toHaveBeenCalled();
  });
});
