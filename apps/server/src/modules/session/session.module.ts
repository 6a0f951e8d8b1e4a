import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { createAccessTokens } from './access-token';
import { registerGetTokenRoute } from './gettoken.route';
import { registerRefreshRoute } from './refresh.route';
import { createRefreshSuccessor } from './refresh-successor';
import { registerServicePathRoute } from './servicepath.route';
import { createSessionCache } from './session-cache';
import { createSessionRepository } from './session.repository';
import { createSessionService } from './session.service';
import { createSessionSweepSteps } from './session-sweep';
import { createSiteRepository } from './site.repository';

/** Sites and sessions: tokens (gettoken, refresh), servicepath, and the authenticator. */
export async function createSessionModule({
  config,
  database,
  now,
  rateLimiter,
  housekeeping,
}: TPlatform) {
  const cache = createSessionCache({
    ttlMs: config.SESSION_CACHE_TTL_S * 1000,
    maxEntries: 100_000,
    now: () => now().getTime(),
  });
  await cache.start(database);
  const repository = createSessionRepository(database.db, now);
  for (const step of createSessionSweepSteps(repository)) housekeeping.addStep(step);
  const sessions = createSessionService({
    sites: createSiteRepository(database.db),
    sessions: repository,
    accessTokens: createAccessTokens(config.TOKEN_SECRET),
    cache,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_S,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_S,
    refreshGraceSeconds: config.REFRESH_GRACE_S,
    successorOf: createRefreshSuccessor(config.TOKEN_SECRET),
    anonymousTtlSeconds: config.ANONYMOUS_SESSION_TTL_S,
    limiter: rateLimiter,
    getTokenPerIpPerMinute: config.GETTOKEN_PER_IP_PER_MINUTE,
    now,
  });
  return {
    sessions,
    register(app: FastifyInstance, calls: TCallDeps) {
      const deps = { ...calls, sessions };
      registerGetTokenRoute(app, deps);
      registerRefreshRoute(app, deps);
      registerServicePathRoute(app, deps);
    },
  };
}
