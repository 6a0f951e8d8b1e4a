import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeMedia } from './fake-media';

// For the tests of the hooks that save an item's playback progress (a course lesson, an
// audiobook chapter): a fake media element, a recording save, a clock and page visibility.

type TSaveOptions = { keepalive?: boolean };

/** What every progress hook takes besides the item: the media, where saves go, what to tell. */
type TTrackedOptions<TBody> = {
  media: HTMLMediaElement | null;
  save?: (body: TBody, options: TSaveOptions) => Promise<unknown>;
  onChanged: () => void;
};

/**
 * Renders a progress hook on a fake media element with a recording `save`; `item` is the rest
 * of its options, and `hook.rerender(props)` changes some of them (another lesson, chapter).
 */
export function renderProgressHook<TBody, TOptions extends TTrackedOptions<TBody>>(
  useProgress: (options: TOptions) => void,
  item: Omit<TOptions, keyof TTrackedOptions<TBody>>,
) {
  const media = new FakeMedia();
  const save = vi.fn((_body: TBody, _options: TSaveOptions) => Promise.resolve({}));
  const onChanged = vi.fn();
  const tracked: TTrackedOptions<TBody> = {
    media: media as unknown as HTMLMediaElement,
    save,
    onChanged,
  };
  const hook = renderHook((props: Partial<TOptions>) =>
    useProgress({ ...item, ...tracked, ...props } as TOptions),
  );
  return { media, save, onChanged, hook, saves: () => save.mock.calls.map(([body]) => body) };
}

/** Hides (or shows) the page, as switching tabs or locking the phone does. */
export function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** In a describe: fake timers from a fixed instant, and a visible page again after each test. */
export function withProgressTestClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
    setHidden(false);
  });
}
