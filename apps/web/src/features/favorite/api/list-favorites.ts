import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { listFavoritesCall, type TFavoriteKind } from '@yzfk/contract/calls/favorite';
import { api } from '../../../lib/api';
import { favoriteKeys } from './query-keys';

export type TFavoritePage = TCallData<typeof listFavoritesCall>;

/** A page of my favourites of one kind. */
export function listFavorites(
  kind: TFavoriteKind,
  page: number,
  pageSize: number,
): Promise<TFavoritePage> {
  return api.call(listFavoritesCall, { kind, page, pageSize });
}

/** Query options of a page of my favourites of one kind. */
export function listFavoritesQueryOptions(kind: TFavoriteKind, page: number, pageSize: number) {
  return queryOptions({
    queryKey: favoriteKeys.list(kind, page),
    queryFn: () => listFavorites(kind, page, pageSize),
  });
}

/** A page of my favourites of one kind (the previous page stays shown while the next loads). */
export function useFavorites(kind: TFavoriteKind, page: number, pageSize: number) {
  return useQuery({
    ...listFavoritesQueryOptions(kind, page, pageSize),
    placeholderData: keepPreviousData,
  });
}
