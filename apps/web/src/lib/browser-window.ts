import { HOME_PATH } from '@yzfk/contract/constants';
import type { TWindowControl } from './feedback';

/** Controls the real browser window. */
export const browserWindow: TWindowControl = {
  goHome() {
    window.location.assign(HOME_PATH);
  },
  closeWindow() {
    window.close();
    // Browsers only close windows that a script opened; otherwise leave for the home page.
    if (!window.closed) window.location.assign(HOME_PATH);
  },
};
