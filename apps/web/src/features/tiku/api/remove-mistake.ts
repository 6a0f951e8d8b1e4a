import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeMistakeCall } from '@yzfk/contract/calls/tiku-personal';
import { api } from '../../../lib/api';
import { tikuKeys } from './query-keys';

/** Takes a question out of the wrong-answer book. */
export function removeMistake(questionId: number) {
  return api.call(removeMistakeCall, { questionId });
}

/** Removing a mistake; the book (its list and counts) is refetched. */
export function useRemoveMistake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMistake,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tikuKeys.mistakes() }),
  });
}
