import { vi } from 'vitest';

// For the playback trackers' tests (course lessons, audiobook chapters), with fake timers.

/** A media element as far as progress cares: a clock position, paused/ended and its events. */
export class FakeMedia extends EventTarget {
  currentTime = 0;
  paused = true;
  ended = false;
  playbackRate = 1;

  play(): void {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
  }

  pause(): void {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }

  /** Plays for `ms` of wall time at the current speed. */
  advance(ms: number): void {
    this.currentTime += (ms / 1000) * this.playbackRate;
    vi.advanceTimersByTime(ms);
  }

  end(): void {
    this.paused = true;
    this.ended = true;
    this.dispatchEvent(new Event('pause'));
    this.dispatchEvent(new Event('ended'));
  }
}
