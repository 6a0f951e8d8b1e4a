import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { listNotebooksCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { notesKeys } from './query-keys';

export type TNotebookList = TCallData<typeof listNotebooksCall>;

/** Fetches my notebooks with their note counts. */
export function listNotebooks(): Promise<TNotebookList> {
  return api.call(listNotebooksCall, {});
}

/** Query options of my notebooks. */
export function listNotebooksQueryOptions() {
  return queryOptions({ queryKey: notesKeys.notebooks(), queryFn: listNotebooks });
}

/** My notebooks; not asked for without a logged-in user (`enabled`). */
export function useNotebooks(enabled: boolean) {
  return useQuery({ ...listNotebooksQueryOptions(), enabled });
}
