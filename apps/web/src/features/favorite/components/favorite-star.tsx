import type { TFavoriteKind } from '@yzfk/contract/calls/favorite';
import { StarToggle } from '../../../components/star-toggle';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';
import { useFeedback } from '../../../lib/use-feedback';
import { useFavoriteStatus } from '../api/get-favorite-status';
import { useSetFavorite } from '../api/set-favorite';
import './favorite.css';

/** What a content page passes in: the star of the item it shows. */
export type TFavoriteStarProps = { targetId: number };

/**
 * The favourite star of a law, book, course or article: a toggle button 收藏 / 已收藏 (pressed).
 * A visitor gets the login dialog instead (the state is fetched once they are logged in).
 */
export function FavoriteStar({ kind, targetId }: { kind: TFavoriteKind; targetId: number }) {
  const isLogined = useSession((state) => state.isLogined);
  const { message } = useFeedback();
  const status = useFavoriteStatus(kind, targetId, isLogined);
  const mutation = useSetFavorite();
  const favorite = isLogined && status.data === true;
  const busy = mutation.isPending || (isLogined && status.isPending);
  return (
    <StarToggle
      className="favorite-star"
      on={favorite}
      busy={busy}
      onToggle={() => {
        if (!isLogined) {
          openLoginDialog();
          return;
        }
        mutation.mutate(
          { kind, targetId, favorite: !favorite },
          {
            onSuccess: (data) => void message.success(data.isFavorite ? '已收藏' : '已取消收藏'),
          },
        );
      }}
    />
  );
}
