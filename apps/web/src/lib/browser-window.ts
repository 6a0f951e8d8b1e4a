import { fullHref, paths } from '@yzfk/contract/paths';
import type { TWindowControl } from './feedback';

/** Controls the real browser window. */
export const browserWindow: TWindowControl = {
  goHome() {
    window.location.assign(fullHref(paths.home.href()));
  },
  closeWindow() {
    window.close();
    // Browsers only close windows that a script opened; otherwise leave for the home page.
    if (!window.closed) window.location.assign(fullHref(paths.home.href()));
  },
};
