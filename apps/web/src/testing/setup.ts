import { cleanup, configure } from '@testing-library/react';
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

// Toasts and dialogs render inside antd's `App` of the rendered tree (testing/render-with-router),
// so unmounting the tree closes them with their timers: nothing outlives a test's jsdom.
afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
});

// NProgress removes its bar on its own timers (about 400 ms after `done`). Let them run before
// the file's jsdom is torn down, or they fire into a missing `document` and fail the whole run.
afterAll(async () => {
  const deadline = Date.now() + 2000;
  while (document.getElementById('nprogress') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
