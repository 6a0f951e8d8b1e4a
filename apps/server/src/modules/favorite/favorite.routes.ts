import type { FastifyInstance } from 'fastify';
import {
  favoriteStatusCall,
  listFavoritesCall,
  setFavoriteCall,
} from '@yzfk/contract/calls/favorite';
import { registerSessionCall, type TCallDeps } from '../../platform/http/register-call';
import type { TFavoriteService } from './favorite.service';

/** Favourites: set, list by kind, status of a batch. */
export function registerFavoriteRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { favorites: TFavoriteService },
): void {
  const { favorites } = deps;
  registerSessionCall(app, deps, setFavoriteCall, ({ body, auth }) => favorites.set(auth, body));
  registerSessionCall(app, deps, listFavoritesCall, ({ body, auth }) => favorites.list(auth, body));
  registerSessionCall(app, deps, favoriteStatusCall, ({ body, auth }) =>
    favorites.status(auth, body),
  );
}
