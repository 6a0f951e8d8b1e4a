// Counts reading time between saves: only while the page is shown, capped per save as the server
// caps it (READING_DELTA_MAX_MS), so a tab left open overnight adds nothing.

import { READING_DELTA_MAX_MS } from '@yzfk/contract/calls/book';

export type TProgressClock = {
  /** The page was shown (true) or hidden (false) at `now`. */
  setVisible: (visible: boolean, now: number) => void;
  /** The reading time since the last take, and starts counting again. */
  take: (now: number) => number;
};

export function createProgressClock(now: number, visible = true): TProgressClock {
  let since = now;
  let counted = 0;
  let shown = visible;
  return {
    setVisible(next, at) {
      if (shown && !next) counted += at - since;
      if (!shown && next) since = at;
      shown = next;
    },
    take(at) {
      const total = counted + (shown ? at - since : 0);
      counted = 0;
      since = at;
      return Math.min(READING_DELTA_MAX_MS, Math.max(0, Math.round(total)));
    },
  };
}
