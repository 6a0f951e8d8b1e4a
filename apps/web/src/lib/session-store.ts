import { useSyncExternalStore } from 'react';
import { SECONDS_PER_DAY } from '@yzfk/contract/constants';
import { formatStamp } from './date-format';
import { webEnv } from '../config/env';
import { createCookiePersistence } from './session-persistence';
import {
  EMPTY_SESSION,
  type TSessionPersistence,
  type TSessionState,
  type TSessionStore,
  type TTokenIssue,
} from './session-types';

/** Creates a session store over a persistence; state starts from what was saved. */
export function createSessionStore(
  persistence: TSessionPersistence,
  now: () => Date = () => new Date(),
): TSessionStore {
  const loaded = (): TSessionState => ({ ...EMPTY_SESSION, ...persistence.load() });
  let state = loaded();
  const listeners = new Set<() => void>();

  function update(next: TSessionState, issue?: TTokenIssue): void {
    state = next;
    persistence.save(state, issue);
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTokens(pair, options = {}) {
      const next = {
        ...state,
        token: pair.token,
        refreshToken: pair.refreshToken,
        stamp: formatStamp(now()),
      };
      update(next, {
        lifetimeDays: pair.expires_in / SECONDS_PER_DAY,
        isLogin: options.isLogin ?? false,
      });
    },
    setFlags(flags) {
      update({ ...state, ...flags });
    },
    setUserInfo(userInfo) {
      update({ ...state, userInfo });
    },
    setOrgChoices(orgChoices) {
      update({ ...state, orgChoices });
    },
    deleteToken() {
      state = { ...EMPTY_SESSION };
      persistence.clear();
      for (const listener of listeners) listener();
    },
    reload() {
      const saved = loaded();
      if (JSON.stringify(saved) === JSON.stringify(state)) return;
      state = saved;
      for (const listener of listeners) listener();
    },
  };
}

/** The app's one session store, kept in cookies as the build's configuration says. */
export const sessionStore: TSessionStore = createSessionStore(
  createCookiePersistence({
    key: webEnv.VITE_MULTIPLE_LOGIN_KEY,
    mode: webEnv.VITE_LOGIN_COOKIE_MODE,
  }),
);

/** Reads a slice of the session in a component and re-renders when it changes. */
export function useSession<T>(select: (state: TSessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(sessionStore.getState()));
}
