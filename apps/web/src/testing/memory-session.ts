import { createSessionStore } from '../lib/session-store';
import type { TSessionPersistence, TSessionState, TSessionStore } from '../lib/session-types';

/** Saved session in memory, starting from `initial`: what the cookies are to every tab. */
export function createMemoryPersistence(initial: Partial<TSessionState> = {}): TSessionPersistence {
  let saved: Partial<TSessionState> = initial;
  return {
    load: () => saved,
    save: (state) => {
      saved = state;
    },
    clear: () => {
      saved = {};
    },
  };
}

/** A session store kept in memory, starting from `initial`. */
export function createMemorySession(initial: Partial<TSessionState> = {}): TSessionStore {
  return createSessionStore(createMemoryPersistence(initial));
}
