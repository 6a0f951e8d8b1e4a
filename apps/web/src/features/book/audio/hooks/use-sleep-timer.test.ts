import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMedia } from '../../../../components/media-player/testing/fake-media';
import { useSleepTimer } from './use-sleep-timer';

describe('useSleepTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pauses after the minutes chosen and turns itself off', () => {
    const media = new FakeMedia();
    media.play();
    const { result } = renderHook(() => useSleepTimer(media as unknown as HTMLMediaElement));
    act(() => result.current.setTimer(15));
    act(() => {
      vi.advanceTimersByTime(15 * 60_000 - 1);
    });
    expect(media.paused).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(media.paused).toBe(true);
    expect(result.current.timer).toBe('off');
  });

  it('goes on counting when the next chapter brings a new element, and pauses that one', () => {
    const first = new FakeMedia();
    const next = new FakeMedia();
    first.play();
    const { result, rerender } = renderHook(
      ({ media }: { media: FakeMedia }) => useSleepTimer(media as unknown as HTMLMediaElement),
      { initialProps: { media: first } },
    );
    act(() => result.current.setTimer(15));
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    next.play();
    rerender({ media: next });
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(next.paused).toBe(true);
  });

  it('a new choice starts again; 播完本章 leaves the pause to the chapter end', () => {
    const media = new FakeMedia();
    media.play();
    const { result } = renderHook(() => useSleepTimer(media as unknown as HTMLMediaElement));
    act(() => result.current.setTimer(15));
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    act(() => result.current.setTimer('chapter'));
    act(() => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(media.paused).toBe(false);
    expect(result.current.stopsAtChapterEnd).toBe(true);
    act(() => result.current.spent());
    expect(result.current.timer).toBe('off');
  });
});
