import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { registerLawDetailRoute } from './detail.route';
import { registerLawFavoriteRoute } from './favorite.route';
import { registerGetLawListRoute } from './getlawlist.route';
import { createLawRepository } from './law.repository';
import { createPostgresLawSearch } from './law-search';
import { createLawService } from './law.service';

/** The law database: lists, search (asked by the global search), reading, favourites. */
export function createLawModule({ database }: TPlatform) {
  const laws = createLawService({
    laws: createLawRepository(database.db),
    search: createPostgresLawSearch(database.db),
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
