import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { createGlobalSearch } from './global-search.service';
import { createIndexedProvider } from './indexed-provider';
import {
  createLawArticleProvider,
  createLawTitleProvider,
  type TLawSearchPort,
} from './law-providers';
import { createSearchIndexRepository } from './search-index.repository';
import type { TSearchSource } from './search-provider';
import { registerSearchRoutes } from './search.routes';

/**
 * The global search: the law search (through its port) for 法规 and 条文, the search index for
 * every other source modules.ts hands in.
 */
export function createSearchModule(
  { database }: TPlatform,
  ports: { searchLaws: TLawSearchPort; sources: TSearchSource[] },
) {
  const index = createSearchIndexRepository(database.db);
  const indexed = ports.sources.map((source) => createIndexedProvider(index, source));
  const search = createGlobalSearch([
    createLawTitleProvider(ports.searchLaws),
    createLawArticleProvider(ports.searchLaws),
    ...indexed,
  ]);
  return {
    search,
    /** Brings every indexed source up to date (the first search would do it otherwise). */
    refreshIndex: () => Promise.all(indexed.map((provider) => provider.refresh())),
    register(app: FastifyInstance, calls: TCallDeps) {
      registerSearchRoutes(app, { ...calls, search });
    },
  };
}
