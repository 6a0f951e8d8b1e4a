import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useFeedback } from '../../../lib/use-feedback';
import { useSetQuestionFavorite } from '../api/set-question-favorite';

/** The favourite star of a question: 收藏 / 已收藏 (pressed). */
export function FavoriteStar({ questionId, favorite }: { questionId: number; favorite: boolean }) {
  const { message } = useFeedback();
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
      onClick={() =>
        mutation.mutate(
          { questionId, favorite: !favorite },
          { onSuccess: (data) => void message.success(data.favorite ? '收藏成功' : '已取消收藏') },
        )
      }
    >
      {favorite ? '已收藏' : '收藏'}
    </Button>
  );
}
