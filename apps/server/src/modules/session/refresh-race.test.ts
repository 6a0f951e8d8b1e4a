import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/db/database';
import { createDatabaseRateLimiter } from '../../platform/rate-limit/database-rate-limiter';
import { TEST_DATABASES, openTestDatabase } from '../../test-app';
import { createAccessTokens } from './access-token';
import { createRefreshSuccessor } from './refresh-successor';
import { createSessionCache } from './session-cache';
import { createSessionRepository, type TSessionRepository } from './session.repository';
import { createSessionService } from './session.service';
import { createSiteRepository } from './site.repository';

const SECRET = 'refresh-race-test-secret-of-32-chars!';
const CLIENT = { ip: '127.0.0.1', userAgent: 'test' };

/**
 * The sessions repository, except that each rotation waits until `parties` rotations have
 * arrived: every racer has read the token as unused before any of them writes.
 */
function rotationsMeetFirst(sessions: TSessionRepository, parties: number): TSessionRepository {
  let arrived = 0;
  let release: () => void = () => undefined;
  const allArrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    ...sessions,
    async rotateRefreshToken(...args) {
      if (++arrived === parties) release();
      await allArrived;
      return sessions.rotateRefreshToken(...args);
    },
  };
}

describe.each(TEST_DATABASES)(
  'two refreshes that both read before either writes, on %s',
  (kind) => {
    let database: TDatabase;
    const now = () => new Date('2026-11-21T08:00:00Z');
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database.close());

    function service(sessions: TSessionRepository) {
      return createSessionService({
        sites: createSiteRepository(database.db),
        sessions,
        accessTokens: createAccessTokens(SECRET),
        cache: createSessionCache({ ttlMs: 0, maxEntries: 10, now: () => now().getTime() }),
        accessTtlSeconds: 900,
        refreshTtlSeconds: 86_400,
        refreshGraceSeconds: 30,
        successorOf: createRefreshSuccessor(SECRET),
        anonymousTtlSeconds: 86_400,
        limiter: createDatabaseRateLimiter(database.db, now),
        getTokenPerIpPerMinute: 600,
        now,
      });
    }

    it('both answer the same pair and the session stays live', async () => {
      const repository = createSessionRepository(database.db);
      const first = await service(repository).issueWebToken('localhost', CLIENT);
      const racing = service(rotationsMeetFirst(repository, 2));

      const [one, two] = await Promise.all([
        racing.refresh(first.refreshToken),
        racing.refresh(first.refreshToken),
      ]);

      expect(two).toEqual(one);
      const plain = service(repository);
      await expect(plain.authenticate(one.token)).resolves.toMatchObject({ siteId: 1 });
      await expect(plain.refresh(one.refreshToken)).resolves.toMatchObject({ expires_in: 900 });
    });
  },
);
