import type { z } from 'zod';
import type {
  favoriteStatusCall,
  listFavoritesCall,
  setFavoriteCall,
  TFavoriteItem,
} from '@yzfk/contract/calls/favorite';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth } from '../../platform/http/auth';
import type { TFavoriteRepository } from './favorite.repository';
import type { TFavoriteTargetPorts } from './favorite-targets';

type TSetRequest = z.output<typeof setFavoriteCall.request>;
type TListRequest = z.output<typeof listFavoritesCall.request>;
type TStatusRequest = z.output<typeof favoriteStatusCall.request>;

/** Favourites of every content kind; each call is the logged-in user's own (4106 otherwise). */
export function createFavoriteService(deps: {
  favorites: TFavoriteRepository;
  targets: TFavoriteTargetPorts;
  now: () => Date;
}) {
  const { favorites, targets } = deps;
  return {
    /**
     * Sets an item's favourite state. Adding checks the item through its kind's port (4920 when
     * it is unknown or hidden; a locked item may be favourited); removing does not, so a
     * vanished item's favourite can still go.
     */
    async set(auth: TAuth, request: TSetRequest) {
      const userId = requireUser(auth);
      const { kind, targetId, favorite } = request;
      if (favorite) {
        const found = await targets[kind](auth, [targetId]);
        if (!found.has(targetId)) throw new AppError(E.favoriteTargetNotFound);
        await favorites.add(userId, kind, targetId, deps.now());
      } else {
        await favorites.remove(userId, kind, targetId);
      }
      return { kind, targetId, isFavorite: favorite };
    },

    /** Whether one item is the user's favourite (the law detail shows it). */
    async isFavorite(userId: number, kind: TFavoriteItem['kind'], targetId: number) {
      return (await favorites.favoriteIds(userId, kind, [targetId])).length > 0;
    },

    /** A page of my favourites of one kind with each item's title; vanished items show missing. */
    async list(auth: TAuth, request: TListRequest) {
      const userId = requireUser(auth);
      const { kind, page, pageSize } = request;
      const { rows, total } = await favorites.page(userId, kind, page, pageSize);
      const found = await targets[kind](
        auth,
        rows.map((row) => row.targetId),
      );
      const items: TFavoriteItem[] = rows.map((row) => {
        const target = found.get(row.targetId);
        return {
          kind,
          targetId: row.targetId,
          title: target?.title ?? '该内容已下架',
          summary: target?.summary ?? '',
          locked: target?.locked ?? false,
          missing: !target,
          favoritedAt: row.createdAt.toISOString(),
        };
      });
      return { items, total, page, pageSize };
    },

    /** Which of the asked ids are my favourites (a visitor has none: an empty answer). */
    async status(auth: TAuth, request: TStatusRequest) {
      const userId = auth.session.kind === 'user' ? auth.session.userId : null;
      if (userId === null) return { favoriteIds: [] };
      const ids = [...new Set(request.targetIds)];
      return { favoriteIds: await favorites.favoriteIds(userId, request.kind, ids) };
    },
  };
}

export type TFavoriteService = ReturnType<typeof createFavoriteService>;
