import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { createGlobalSearch } from './global-search.service';
import { createIndexedProvider } from './indexed-provider';
import { createSearchIndexRepository } from './search-index.repository';
import type { TSearchProvider, TSearchSource } from '../../platform/search/search-provider';
import { registerSearchRoutes } from './search.routes';
import type { TAuth } from '../../platform/http/auth';

/**
 * The global search over what the modules offer (modules.ts hands it in): providers that search
 * their content themselves (the law module's 法规 and 条文), and sources kept in the search index.
 */
export function createSearchModule(
  { config, database, rateLimiter }: TPlatform,
  offered: {
    providers: TSearchProvider[];
    sources: TSearchSource[];
    isAuthorised: (auth: TAuth) => Promise<boolean>;
  },
) {
  const index = createSearchIndexRepository(database.db);
  const indexed = offered.sources.map((source) => createIndexedProvider(index, source));
  const search = createGlobalSearch([...offered.providers, ...indexed], {
    limiter: rateLimiter,
    perCallerPerMinute: config.SEARCH_PER_CALLER_PER_MINUTE,
    perIpPerMinute: config.SEARCH_PER_IP_PER_MINUTE,
    isAuthorised: offered.isAuthorised,
  });
  return {
    search,
    /** Brings every indexed source up to date (the first search would do it otherwise). */
    refreshIndex: () => Promise.all(indexed.map((provider) => provider.refresh())),
    register(app: FastifyInstance, calls: TCallDeps) {
      registerSearchRoutes(app, { ...calls, search });
    },
  };
}
