import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setQuestionFavoriteCall } from '@yzfk/contract/calls/tiku-personal';
import { api } from '../../../lib/api';
import { updateQuestionInSessions } from './get-practice';
import { tikuKeys } from './query-keys';

export type TFavoriteInput = { questionId: number; favorite: boolean };

/** Stars or unstars a question. */
export function setQuestionFavorite(input: TFavoriteInput) {
  return api.call(setQuestionFavoriteCall, input);
}

/** The favourite star: open sessions show the new state, the favourites list is refetched. */
export function useSetQuestionFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuestionFavorite,
    onSuccess: ({ favorite }, { questionId }) => {
      updateQuestionInSessions(queryClient, questionId, (q) => ({ ...q, favorite }));
      return queryClient.invalidateQueries({ queryKey: tikuKeys.favorites() });
    },
  });
}
