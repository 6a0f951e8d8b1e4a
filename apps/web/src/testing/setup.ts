import { cleanup, configure } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s: with encryption and antd on a busy machine, 1 s is too short.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that antd and the drag handles use.

if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

if (typeof window.matchMedia === 'undefined') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom cannot compute pseudo-element styles; antd asks for them to measure scroll bars.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

window.scrollTo = () => undefined;

// jsdom's Range has no layout: the rich note editor (ProseMirror) measures the selection through
// it when it scrolls the caret into view, sometimes on a timer after a test has moved on, which
// then fails the run with an uncaught "getClientRects is not a function".
if (typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  Range.prototype.getBoundingClientRect = () =>
    ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0 }) as DOMRect;
}

// jsdom has no layout, so no hit testing: ProseMirror asks what lies under the pointer on every
// mousedown in the rich note editor. Nothing, as for a point outside every box.
if (typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}

// jsdom leaves HTMLElement.isContentEditable undefined; the note boxes and the player's keys use
// it to tell typing from shortcuts. As in browsers: inherited from the nearest contenteditable.
if (!('isContentEditable' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
    get(this: HTMLElement) {
      const host = this.closest('[contenteditable]');
      return host !== null && host.getAttribute('contenteditable') !== 'false';
    },
  });
}

// Toasts and dialogs render inside antd's `App` of the rendered tree (testing/render-with-router),
// so unmounting the tree closes them with their timers: nothing outlives a test's jsdom.
afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
});

// NProgress animates on its own timers: a step queued before the file ends would fire after its
// jsdom is torn down and fail the whole run on a missing `document`. So a file that started the
// bar waits until it is idle, its bar removed and the last fade step (two `speed`s) run.
let progressStarted = false;
const startProgress = NProgress.start.bind(NProgress);
NProgress.start = () => {
  progressStarted = true;
  return startProgress();
};
afterAll(async () => {
  if (!progressStarted) return;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + 15_000;
  while ((NProgress.isStarted() || document.getElementById('nprogress')) && Date.now() < deadline) {
    await sleep(50);
  }
  await sleep(2 * NProgress.settings.speed + 50);
});
