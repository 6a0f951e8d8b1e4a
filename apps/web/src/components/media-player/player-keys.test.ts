import { afterEach, describe, expect, it, vi } from 'vitest';
import { handlePlayerKey } from './player-keys';

function fakeMedia(overrides: Partial<HTMLMediaElement> = {}) {
  return Object.assign(
    {
      paused: true,
      currentTime: 30,
      duration: 60,
      volume: 0.5,
      muted: false,
      play: vi.fn(() => Promise.resolve()),
      pause: vi.fn(),
    },
    overrides,
  ) as unknown as HTMLMediaElement & {
    play: ReturnType<typeof vi.fn>;
    pause: ReturnType<typeof vi.fn>;
  };
}

/** Dispatches a key on an element in the page and returns whether the player took it. */
function press(
  key: string,
  media: HTMLMediaElement,
  target: HTMLElement = document.body,
  toggleFullscreen?: () => void,
) {
  let taken = false;
  const listener = (event: KeyboardEvent) => {
    taken = handlePlayerKey(event, { media, toggleFullscreen });
  };
  document.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  document.removeEventListener('keydown', listener);
  return taken;
}

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('player keys', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('space plays a paused lesson and pauses a playing one', () => {
    const paused = fakeMedia();
    expect(press(' ', paused)).toBe(true);
    expect(paused.play).toHaveBeenCalledOnce();

    const playing = fakeMedia({ paused: false });
    press(' ', playing);
    expect(playing.pause).toHaveBeenCalledOnce();
  });

  it('←/→ seek 5 s, within the lesson', () => {
    const media = fakeMedia({ currentTime: 3 });
    press('ArrowLeft', media);
    expect(media.currentTime).toBe(0);
    press('ArrowRight', media);
    press('ArrowRight', media);
    expect(media.currentTime).toBe(10);
    media.currentTime = 58;
    press('ArrowRight', media);
    expect(media.currentTime).toBe(60);
  });

  it('↑/↓ change the volume by a tenth, between 0 and 1, and ↑ unmutes', () => {
    const media = fakeMedia({ volume: 0.95, muted: true });
    press('ArrowUp', media);
    expect(media.volume).toBe(1);
    expect(media.muted).toBe(false);
    press('ArrowDown', media);
    press('ArrowDown', media);
    expect(media.volume).toBeCloseTo(0.8);
  });

  it('F toggles full screen for video; audio has none', () => {
    const toggle = vi.fn();
    expect(press('f', fakeMedia(), document.body, toggle)).toBe(true);
    expect(press('F', fakeMedia(), document.body, toggle)).toBe(true);
    expect(toggle).toHaveBeenCalledTimes(2);
    expect(press('f', fakeMedia())).toBe(false);
  });

  it('leaves keys alone while typing in a text box or an editable note', () => {
    const media = fakeMedia();
    expect(press(' ', media, mount('<input type="text" />'))).toBe(false);
    expect(press('ArrowLeft', media, mount('<textarea></textarea>'))).toBe(false);
    expect(press('f', media, mount('<div contenteditable="true"></div>'))).toBe(false);
    expect(media.play).not.toHaveBeenCalled();
    expect(media.currentTime).toBe(30);
  });

  it('leaves space to a focused button and arrows to a focused slider', () => {
    const media = fakeMedia();
    expect(press(' ', media, mount('<button>播放</button>'))).toBe(false);
    expect(press('ArrowRight', media, mount('<div role="slider"></div>'))).toBe(false);
    const range = Object.assign(mount('<media-time-range></media-time-range>'), {
      keysUsed: ['ArrowLeft', 'ArrowRight'],
    });
    expect(press('ArrowLeft', media, range)).toBe(false);
    expect(media.play).not.toHaveBeenCalled();
    expect(media.currentTime).toBe(30);
  });

  it('ignores keys with Ctrl, Alt or Meta', () => {
    const media = fakeMedia();
    let taken = true;
    const listener = (event: KeyboardEvent) => {
      taken = handlePlayerKey(event, { media });
    };
    document.addEventListener('keydown', listener);
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowLeft', ctrlKey: true, bubbles: true }),
    );
    document.removeEventListener('keydown', listener);
    expect(taken).toBe(false);
    expect(media.currentTime).toBe(30);
  });
});
