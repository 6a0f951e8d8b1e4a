import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TFavoriteTargetPorts } from './favorite-targets';
import { createFavoriteRepository } from './favorite.repository';
import { registerFavoriteRoutes } from './favorite.routes';
import { createFavoriteService } from './favorite.service';

/** Favourites of laws, books, courses and articles; each kind's items checked through its port. */
export function createFavoriteModule(
  { database, now }: TPlatform,
  deps: { targets: TFavoriteTargetPorts },
) {
  const favorites = createFavoriteService({
    favorites: createFavoriteRepository(database.db),
    targets: deps.targets,
    now,
  });
  return {
    favorites,
    register(app: FastifyInstance, calls: TCallDeps) {
      registerFavoriteRoutes(app, { ...calls, favorites });
    },
  };
}
