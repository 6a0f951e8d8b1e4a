import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listDownloadsCall } from '@yzfk/contract/calls/download';
import { api } from '../../../lib/api';
import { downloadKeys } from './query-keys';

export type TDownloadsRequest = Partial<TCallRequest<typeof listDownloadsCall>>;
export type TDownloadList = TCallData<typeof listDownloadsCall>;
export type TDownloadItem = TDownloadList['items'][number];

/** Query options of a page of files: the previous page stays on screen while the next loads. */
export function getDownloadsQueryOptions(request: TDownloadsRequest) {
  return queryOptions({
    queryKey: [...downloadKeys.lists(), request],
    queryFn: () => api.call(listDownloadsCall, request),
    placeholderData: keepPreviousData,
  });
}

/** A page of the download area. */
export function useDownloads(request: TDownloadsRequest) {
  return useQuery(getDownloadsQueryOptions(request));
}
