import type { TFavoriteKind } from '@yzfk/contract/calls/favorite';

// The favourites' query keys, in one place.

const all = ['favorite'] as const;

/** Query keys of the favourites. */
export const favoriteKeys = {
  all,
  lists: (kind: TFavoriteKind) => [...all, 'list', kind] as const,
  list: (kind: TFavoriteKind, page: number) => [...all, 'list', kind, page] as const,
  status: (kind: TFavoriteKind, targetId: number) => [...all, 'status', kind, targetId] as const,
};
