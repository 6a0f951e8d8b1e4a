import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getBookRecordCall } from '@yzfk/contract/calls/book';
import { api } from '../../../../lib/api';
import { bookKeys } from '../../api/query-keys';

export type TBookRecord = TCallData<typeof getBookRecordCall>;

/** Fetches my books: how far I read, my reading and listening time, when I last read. */
export function getBookRecord(): Promise<TBookRecord> {
  return api.call(getBookRecordCall, {});
}

/** My book record (only asked for when the user is logged in). */
export function useBookRecord(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: bookKeys.record(), queryFn: getBookRecord, enabled }));
}
