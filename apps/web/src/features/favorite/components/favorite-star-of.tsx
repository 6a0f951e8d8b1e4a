import type { TFavoriteKind } from '@yzfk/contract/calls/favorite';
import { FavoriteStar, type TFavoriteStarProps } from './favorite-star';

/** A star bound to one kind, as a content page's slot (routes.tsx composes them). */
export function favoriteStarOf(kind: TFavoriteKind) {
  return function BoundFavoriteStar({ targetId }: TFavoriteStarProps) {
    return <FavoriteStar kind={kind} targetId={targetId} />;
  };
}
