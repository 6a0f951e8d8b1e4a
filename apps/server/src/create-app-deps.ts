import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import type { TAppDeps } from './app-deps';
import type { TConfig } from './config/config';
import type { TDatabase } from './db/database';
import { createPageSectionRepository } from './repositories/page-section.repository';
import { createSessionRepository } from './repositories/session.repository';
import { createSiteRepository } from './repositories/site.repository';
import { createAccessTokens } from './services/access-token';
import { createPageSectionService } from './services/page-section.service';
import { createSessionCache } from './services/session-cache';
import { createSessionService } from './services/session.service';

/** Wires repositories and services for one database and configuration. */
export async function createAppDeps(
  config: TConfig,
  database: TDatabase,
  now: () => Date = () => new Date(),
): Promise<TAppDeps> {
  const sites = createSiteRepository(database.db);
  const sessionCache = createSessionCache({
    ttlMs: config.SESSION_CACHE_TTL_S * 1000,
    maxEntries: 100_000,
    now: () => now().getTime(),
  });
  await sessionCache.start(database);
  return {
    database,
    codec: createNodeEnvelopeCodec(config.ENVELOPE_KEY),
    sites,
    sessions: createSessionService({
      sites,
      sessions: createSessionRepository(database.db),
      accessTokens: createAccessTokens(config.TOKEN_SECRET),
      cache: sessionCache,
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_S,
      refreshTtlSeconds: config.REFRESH_TOKEN_TTL_S,
      now,
    }),
    pageSections: createPageSectionService(
      createPageSectionRepository(database.db),
      config.PAGE_SECTION_CACHE_TTL_S * 1000,
      now,
    ),
  };
}
