import { queryOptions, useQuery } from '@tanstack/react-query';
import { favoriteStatusCall, type TFavoriteKind } from '@yzfk/contract/calls/favorite';
import { api } from '../../../lib/api';
import { favoriteKeys } from './query-keys';

/** Whether one item is the user's favourite. */
export async function getFavoriteStatus(kind: TFavoriteKind, targetId: number): Promise<boolean> {
  const data = await api.call(favoriteStatusCall, { kind, targetIds: [targetId] });
  return data.favoriteIds.includes(targetId);
}

/** Query options of one item's favourite state. */
export function getFavoriteStatusQueryOptions(kind: TFavoriteKind, targetId: number) {
  return queryOptions({
    queryKey: favoriteKeys.status(kind, targetId),
    queryFn: () => getFavoriteStatus(kind, targetId),
  });
}

/** One item's favourite state; not asked for a visitor (they have none). */
export function useFavoriteStatus(kind: TFavoriteKind, targetId: number, enabled: boolean) {
  return useQuery({ ...getFavoriteStatusQueryOptions(kind, targetId), enabled });
}
