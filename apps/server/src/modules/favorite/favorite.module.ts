import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TFavoriteTargetPorts } from './favorite-targets';
import { createFavoriteRepository } from './favorite.repository';
import { registerFavoriteRoutes } from './favorite.routes';
import { createFavoriteService } from './favorite.service';
import { createLawFavoritesRepository, type TLawFavoriteMove } from './law-favorites.repository';

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
  const lawFavorites = createLawFavoritesRepository(database.db);
  return {
    favorites,
    /** Favourites of laws that gave way to others (the demo's sample laws). */
    lawFavorites: {
      /** Moves every user's star of each old law to the new one; answers how many moved. */
      async move(moves: TLawFavoriteMove[]): Promise<number> {
        let moved = 0;
        for (const move of moves) moved += await lawFavorites.move(move);
        return moved;
      },
    },
    register(app: FastifyInstance, calls: TCallDeps) {
      registerFavoriteRoutes(app, { ...calls, favorites });
    },
  };
}
