import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setLawFavoriteCall } from '@yzfk/contract/calls/law';
import { api } from '../../../lib/api';
import { getLawDetailQueryOptions } from './get-law-detail';

/** Adds or removes a law from the user's favourites. */
export function setLawFavorite(lawId: number, favorite: boolean) {
  return api.call(setLawFavoriteCall, { lawId, favorite });
}

/** The favourite toggle; the law's detail is refreshed afterwards. */
export function useSetLawFavorite(lawId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => setLawFavorite(lawId, favorite),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getLawDetailQueryOptions(lawId).queryKey }),
  });
}
