import type { FastifyInstance } from 'fastify';
import {
  favoriteStatusCall,
  listFavoritesCall,
  setFavoriteCall,
} from '@yzfk/contract/calls/favorite';
import { registerCall, type TCallDeps } from '../../platform/http/register-call';
import type { TFavoriteService } from './favorite.service';

/** Favourites: set, list by kind, status of a batch. */
export function registerFavoriteRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { favorites: TFavoriteService },
): void {
  const { favorites } = deps;
  registerCall(app, deps, {
    call: setFavoriteCall,
    auth: 'session',
    handler: ({ body, auth }) => favorites.set(auth, body),
  });
  registerCall(app, deps, {
    call: listFavoritesCall,
    auth: 'session',
    handler: ({ body, auth }) => favorites.list(auth, body),
  });
  registerCall(app, deps, {
    call: favoriteStatusCall,
    auth: 'session',
    handler: ({ body, auth }) => favorites.status(auth, body),
  });
}
