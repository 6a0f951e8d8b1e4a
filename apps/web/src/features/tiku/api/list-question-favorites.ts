import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listQuestionFavoritesCall } from '@yzfk/contract/calls/tiku-personal';
import { api } from '../../../lib/api';
import { tikuKeys } from './query-keys';

export type TFavoritesRequest = TCallRequest<typeof listQuestionFavoritesCall>;
export type TFavoriteList = TCallData<typeof listQuestionFavoritesCall>;

/** The key every favourite-questions query starts with. */
/** Fetches a page of the user's favourite questions. */
export function listQuestionFavorites(request: TFavoritesRequest): Promise<TFavoriteList> {
  return api.call(listQuestionFavoritesCall, request);
}

/** Query options of a page of favourite questions. */
export function getQuestionFavoritesQueryOptions(request: TFavoritesRequest) {
  return queryOptions({
    queryKey: [...tikuKeys.favorites(), request],
    queryFn: () => listQuestionFavorites(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of favourite questions (only asked for when the user is logged in). */
export function useQuestionFavorites(request: TFavoritesRequest, enabled: boolean) {
  return useQuery({ ...getQuestionFavoritesQueryOptions(request), enabled });
}
