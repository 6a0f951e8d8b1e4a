import { describe, expect, it, vi } from 'vitest';
import {
  renderProgressHook,
  setHidden,
  withProgressTestClock,
} from '../../../../components/media-player/testing/progress-hook';
import type { TAudioProgressSave } from '../api/audio-chapter';
import { useAudioProgress, type TAudioProgressOptions } from './use-audio-progress';

function setUp(overrides: Partial<TAudioProgressOptions> = {}) {
  return renderProgressHook<TAudioProgressSave, TAudioProgressOptions>(useAudioProgress, {
    bookId: 5,
    chapterId: 51,
    durationMs: 120_000,
    enabled: true,
    ...overrides,
  });
}

describe('useAudioProgress', () => {
  withProgressTestClock();

  it('saves the chapter position as the book audio progress every 15 s while playing', () => {
    const { media, saves } = setUp();
    media.play();
    media.advance(14_999);
    expect(saves()).toEqual([]);
    media.advance(1);
    media.playbackRate = 2;
    media.advance(15_000);

    expect(saves()).toEqual([
      {
        bookId: 5,
        format: 'audio',
        chapterId: 51,
        positionMs: 15_000,
        readingDeltaMs: 15_000,
        finished: false,
        clientAt: 1_800_000_015_000,
      },
      // At 2× the position moves twice as fast; listening time is wall time.
      expect.objectContaining({ positionMs: 45_000, readingDeltaMs: 15_000 }),
    ]);
  });

  it('saves on pause and then nothing while paused', () => {
    const { media, saves } = setUp();
    media.play();
    media.advance(3_200);
    media.pause();
    vi.advanceTimersByTime(60_000);
    expect(saves()).toEqual([
      expect.objectContaining({ positionMs: 3_200, readingDeltaMs: 3_200, finished: false }),
    ]);
  });

  it('saves finished at the end and tells the page, which asks my progress again', async () => {
    const { media, saves, onChanged } = setUp({ durationMs: 13_000 });
    media.play();
    media.advance(13_400);
    media.end();
    expect(saves().at(-1)).toEqual(
      expect.objectContaining({ positionMs: 13_000, finished: true, chapterId: 51 }),
    );
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('saves with keepalive when the page is hidden', () => {
    const { media, save } = setUp();
    media.play();
    media.advance(5_000);
    setHidden(true);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ positionMs: 5_000 }), {
      keepalive: true,
    });
  });

  it('saves nothing for a visitor', () => {
    const { media, save } = setUp({ enabled: false });
    media.play();
    media.advance(30_000);
    media.pause();
    expect(save).not.toHaveBeenCalled();
  });

  it('a new chapter saves the left one (keepalive) and then tracks the new one', () => {
    const { media, saves, save, hook } = setUp();
    media.play();
    media.advance(2_000);
    hook.rerender({ chapterId: 52 });
    expect(save).toHaveBeenLastCalledWith(
      expect.objectContaining({ chapterId: 51, positionMs: 2_000 }),
      { keepalive: true },
    );
    media.currentTime = 0;
    media.advance(15_000);
    expect(saves().at(-1)).toEqual(expect.objectContaining({ chapterId: 52, positionMs: 15_000 }));
  });
});
