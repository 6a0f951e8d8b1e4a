import { createSessionStore } from '../lib/session-store';
import type { TSessionState, TSessionStore } from '../lib/session-types';

/** A session store kept in memory, starting from `initial`. */
export function createMemorySession(initial: Partial<TSessionState> = {}): TSessionStore {
  let saved: Partial<TSessionState> = initial;
  return createSessionStore({
    load: () => saved,
    save: (state) => {
      saved = state;
    },
    clear: () => {
      saved = {};
    },
  });
}
