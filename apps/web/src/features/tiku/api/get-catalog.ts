import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getCatalogCall } from '@yzfk/contract/calls/tiku';
import { api } from '../../../lib/api';
import { tikuKeys } from './query-keys';

export type TCatalog = TCallData<typeof getCatalogCall>;

/** The key every catalogue query starts with: mutations that change progress invalidate it. */
/** Fetches the banks, and one bank's subjects and chapters with the user's progress. */
export function getCatalog(bankId?: number): Promise<TCatalog> {
  return api.call(getCatalogCall, bankId ? { bankId } : {});
}

/** Query options of the catalogue of a bank (the default bank without one). */
export function getCatalogQueryOptions(bankId?: number) {
  return queryOptions({
    queryKey: [...tikuKeys.catalog(), bankId ?? null],
    queryFn: () => getCatalog(bankId),
  });
}

/** The question-bank catalogue. */
export function useCatalog(bankId?: number) {
  return useQuery(getCatalogQueryOptions(bankId));
}
