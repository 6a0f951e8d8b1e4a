import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { registerLawDetailRoute } from './detail.route';
import { registerLawFavoriteRoute } from './favorite.route';
import { registerGetLawListRoute } from './getlawlist.route';
import { createLawRepository } from './law.repository';
import { createPostgresLawSearch } from './law-search';
import { createLawService, type TLawFavorites } from './law.service';

/** The law database: lists, search (asked by the global search), reading, favourites. */
export function createLawModule({ database }: TPlatform, deps: { favorites: TLawFavorites }) {
  const laws = createLawService({
    laws: createLawRepository(database.db),
    search: createPostgresLawSearch(database.db),
    favorites: deps.favorites,
  });
  return {
    laws,
    register(app: FastifyInstance, calls: TCallDeps) {
      const deps = { ...calls, laws };
      registerGetLawListRoute(app, deps);
      registerLawDetailRoute(app, deps);
      registerLawFavoriteRoute(app, deps);
    },
  };
}
