import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { listMindDocsCall } from '@yzfk/contract/calls/mindmap';
import { api } from '../../../lib/api';
import { mindKeys } from './query-keys';

/** Fetches my mind maps and outlines, last changed first. */
export function listMindDocs(): Promise<TCallData<typeof listMindDocsCall>> {
  return api.call(listMindDocsCall, {});
}

/** Query options of my document list. */
export function listMindDocsQueryOptions() {
  return queryOptions({ queryKey: mindKeys.list(), queryFn: listMindDocs });
}

/** My documents. */
export function useMindDocs() {
  return useQuery(listMindDocsQueryOptions());
}
