import { StarToggle } from '../../../components/star-toggle';
import { useFeedback } from '../../../lib/use-feedback';
import { useSetQuestionFavorite } from '../api/set-question-favorite';

/** The favourite star of a question: 收藏 / 已收藏 (pressed). */
export function FavoriteStar({ questionId, favorite }: { questionId: number; favorite: boolean }) {
  const { message } = useFeedback();
  const mutation = useSetQuestionFavorite();
  return (
    <StarToggle
      compact
      on={favorite}
      busy={mutation.isPending}
      onToggle={() =>
        mutation.mutate(
          { questionId, favorite: !favorite },
          { onSuccess: (data) => void message.success(data.favorite ? '收藏成功' : '已取消收藏') },
        )
      }
    />
  );
}
