import { describe, expect, it, vi } from 'vitest';
import type { TLessonProgressSave } from '../../api/save-lesson-progress';
import {
  renderProgressHook,
  setHidden,
  withProgressTestClock,
} from '../../../../components/media-player/testing/progress-hook';
import { useLessonProgress, type TLessonProgressOptions } from './use-lesson-progress';

function setUp(overrides: Partial<TLessonProgressOptions> = {}) {
  return renderProgressHook<TLessonProgressSave, TLessonProgressOptions>(useLessonProgress, {
    courseId: 7,
    lessonId: 71,
    durationMs: 120_000,
    enabled: true,
    ...overrides,
  });
}

describe('useLessonProgress', () => {
  withProgressTestClock();

  it('saves the position and the wall time played every 15 s while playing', () => {
    const { media, saves } = setUp();
    media.play();
    media.advance(14_999);
    expect(saves()).toEqual([]);

    media.advance(1);
    media.advance(15_000);

    expect(saves()).toEqual([
      {
        courseId: 7,
        lessonId: 71,
        positionMs: 15_000,
        watchedDeltaMs: 15_000,
        finished: false,
        clientAt: 1_800_000_015_000,
      },
      expect.objectContaining({ positionMs: 30_000, watchedDeltaMs: 15_000 }),
    ]);
  });

  it('counts watched time as wall time at 2× speed', () => {
    const { media, saves } = setUp();
    media.playbackRate = 2;
    media.play();
    media.advance(15_000);

    expect(saves()).toEqual([
      expect.objectContaining({ positionMs: 30_000, watchedDeltaMs: 15_000 }),
    ]);
  });

  it('saves on pause, then nothing while paused', () => {
    const { media, saves } = setUp();
    media.play();
    media.advance(4_000);
    media.pause();
    vi.advanceTimersByTime(60_000);

    expect(saves()).toEqual([
      expect.objectContaining({ positionMs: 4_000, watchedDeltaMs: 4_000 }),
    ]);
  });

  it('saves with keepalive when the page is hidden or closed', () => {
    const { media, save } = setUp();
    media.play();
    media.advance(3_000);
    setHidden(true);
    media.advance(2_000);
    window.dispatchEvent(new Event('pagehide'));

    expect(save.mock.calls).toEqual([
      [expect.objectContaining({ positionMs: 3_000, watchedDeltaMs: 3_000 }), { keepalive: true }],
      [expect.objectContaining({ positionMs: 5_000, watchedDeltaMs: 2_000 }), { keepalive: true }],
    ]);
  });

  it('says finished at the end and has the course progress asked again', async () => {
    const { media, saves, onChanged } = setUp();
    media.play();
    media.advance(6_000);
    media.currentTime = 120;
    media.end();
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));

    expect(saves()).toEqual([
      expect.objectContaining({ positionMs: 120_000, watchedDeltaMs: 6_000, finished: true }),
    ]);
  });

  it('saves with keepalive when the lesson is left, then has the progress asked again', async () => {
    const { media, save, onChanged, hook } = setUp();
    media.play();
    media.advance(5_000);
    expect(onChanged).not.toHaveBeenCalled();

    hook.rerender({ lessonId: 72 });
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));

    expect(save.mock.calls).toEqual([
      [expect.objectContaining({ lessonId: 71, positionMs: 5_000 }), { keepalive: true }],
    ]);
  });

  it('saves nothing before the media has played (its position is not yet the saved one)', () => {
    const { save, hook } = setUp();
    setHidden(true);
    hook.unmount();

    expect(save).not.toHaveBeenCalled();
  });

  it('saves nothing for a visitor', () => {
    const { media, save, hook } = setUp({ enabled: false });
    media.play();
    media.advance(30_000);
    media.pause();
    hook.unmount();

    expect(save).not.toHaveBeenCalled();
  });
});
