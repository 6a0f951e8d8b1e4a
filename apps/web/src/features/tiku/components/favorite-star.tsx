import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSetQuestionFavorite } from '../api/set-question-favorite';

/** The favourite star of a question: 收藏 / 已收藏 (pressed). */
export function FavoriteStar({ questionId, favorite }: { questionId: number; favorite: boolean }) {
  const mutation = useSetQuestionFavorite();
  return (
    <Button
      size="small"
      type="text"
      // The label is the text; the icon is decoration.
      icon={
        favorite ? (
          <StarFilled className="tiku-star--on" aria-hidden />
        ) : (
          <StarOutlined aria-hidden />
        )
      }
      aria-pressed={favorite}
      loading={mutation.isPending}
      onClick={() => mutation.mutate({ questionId, favorite: !favorite })}
    >
      {favorite ? '已收藏' : '收藏'}
    </Button>
  );
}
