import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listPapersCall } from '@yzfk/contract/calls/tiku';
import { api } from '../../../lib/api';
import { tikuKeys } from './query-keys';

export type TPapersRequest = TCallRequest<typeof listPapersCall>;
export type TPaperList = TCallData<typeof listPapersCall>;

/** The key every paper list starts with: starting or submitting a paper invalidates it. */
/** Fetches a page of past or mock papers with the user's best score. */
export function listPapers(request: TPapersRequest): Promise<TPaperList> {
  return api.call(listPapersCall, request);
}

/** Query options of a page of papers; the previous page stays shown while the next loads. */
export function getPapersQueryOptions(request: TPapersRequest) {
  return queryOptions({
    queryKey: [...tikuKeys.papers(), request],
    queryFn: () => listPapers(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of papers. */
export function usePapers(request: TPapersRequest, enabled = true) {
  return useQuery({ ...getPapersQueryOptions(request), enabled });
}
