import type { TDatabase } from '../../platform/db/database';
import { createTtlCache } from '../../platform/cache/ttl-cache';
import type { TSession } from './session.repository';
import { SESSION_CHANGED_CHANNEL } from './session.repository';

/**
 * Session rows cached in this process so that an authenticated call costs no query. Every
 * write to a session NOTIFYs SESSION_CHANGED_CHANNEL; each process evicts that session on
 * hearing it (and at once in the process that wrote), so logout and forced offline still
 * count from the next request. While the listening connection is down the cache is not
 * trusted at all. See docs/decisions/0005-session-cache.md.
 */
export function createSessionCache(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}) {
  const cache = createTtlCache<string, TSession>(options);
  let trusted = false;

  return {
    /** Subscribes to session changes; until then the cache answers nothing. */
    async start(database: TDatabase): Promise<void> {
      await database.listen(SESSION_CHANGED_CHANNEL, {
        onPayload: (sessionId) => cache.delete(sessionId),
        onListening: (listening) => {
          cache.clear();
          trusted = listening;
        },
      });
    },

    get(sessionId: string): TSession | undefined {
      return trusted ? cache.get(sessionId) : undefined;
    },

    set(session: TSession): void {
      if (trusted) cache.set(session.id, session);
    },

    evict(sessionId: string): void {
      cache.delete(sessionId);
    },
  };
}

export type TSessionCache = ReturnType<typeof createSessionCache>;
