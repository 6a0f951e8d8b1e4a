import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listMistakesCall } from '@yzfk/contract/calls/tiku-personal';
import { api } from '../../../lib/api';
import { tikuKeys } from './query-keys';

export type TMistakesRequest = TCallRequest<typeof listMistakesCall>;
export type TMistakeList = TCallData<typeof listMistakesCall>;

/** The key every wrong-answer book query starts with. */
/** Fetches the wrong-answer book's groups and one page of it. */
export function listMistakes(request: TMistakesRequest): Promise<TMistakeList> {
  return api.call(listMistakesCall, request);
}

/** Query options of a page of the wrong-answer book. */
export function getMistakesQueryOptions(request: TMistakesRequest) {
  return queryOptions({
    queryKey: [...tikuKeys.mistakes(), request],
    queryFn: () => listMistakes(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of the wrong-answer book (only asked for when the user is logged in). */
export function useMistakes(request: TMistakesRequest, enabled: boolean) {
  return useQuery({ ...getMistakesQueryOptions(request), enabled });
}
