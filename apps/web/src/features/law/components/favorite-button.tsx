import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useFeedback } from '../../../lib/use-feedback';
import { useSetLawFavorite } from '../api/set-law-favorite';

/**
 * The favourite button. It works for a logged-in user (the session has a user); for anyone
 * else it reads 登录后可收藏 and opens the login dialog (the page refetches after a login).
 */
export function FavoriteButton({
  lawId,
  allowed,
  isFavorite,
}: {
  lawId: number;
  allowed: boolean;
  isFavorite: boolean;
}) {
  const { message } = useFeedback();
  const mutation = useSetLawFavorite(lawId);
  if (!allowed) {
    return (
      <Tooltip title="登录后即可收藏法规">
        <Button icon={<StarOutlined />} onClick={openLoginDialog}>
          登录后可收藏
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      icon={isFavorite ? <StarFilled /> : <StarOutlined />}
      loading={mutation.isPending}
      aria-pressed={isFavorite}
      onClick={() =>
        mutation.mutate(!isFavorite, {
          onSuccess: (_, favorite) => void message.success(favorite ? '收藏成功' : '已取消收藏'),
        })
      }
    >
      {isFavorite ? '已收藏' : '收藏'}
    </Button>
  );
}
