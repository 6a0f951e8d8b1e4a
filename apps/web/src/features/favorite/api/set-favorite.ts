import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallRequest } from '@yzfk/contract/call';
import { setFavoriteCall } from '@yzfk/contract/calls/favorite';
import { api } from '../../../lib/api';
import { getFavoriteStatusQueryOptions } from './get-favorite-status';
import { favoriteKeys } from './query-keys';

type TSetFavorite = TCallRequest<typeof setFavoriteCall>;

/** Adds or removes an item from my favourites (the same state twice changes nothing). */
export function setFavorite(request: TSetFavorite) {
  return api.call(setFavoriteCall, request);
}

/** The favourite toggle: the item's state is set from the answer and its kind's lists refetch. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSuccess: async (data) => {
      queryClient.setQueryData(
        getFavoriteStatusQueryOptions(data.kind, data.targetId).queryKey,
        data.isFavorite,
      );
      await queryClient.invalidateQueries({ queryKey: favoriteKeys.lists(data.kind) });
    },
  });
}
