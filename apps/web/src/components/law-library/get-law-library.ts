import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLawLibraryCall, type TLawLibraryStatus } from '@yzfk/contract/calls/law';
import { api } from '../../lib/api';
import { lawLibraryKeys } from './law-library-keys';

/** While the library loads, its status is asked again this often. */
export const LAW_LIBRARY_POLL_MS = 2_000;

/**
 * Fetches how far the law library has loaded. Silent: the status only decorates the law pages,
 * so a failure shows no toast (the banner stays hidden).
 */
export function getLawLibraryStatus(): Promise<TLawLibraryStatus> {
  return api.call(getLawLibraryCall, {}, { silent: true });
}

/**
 * Query options of the library status: polled every 2 s while it loads, then left alone. When
 * loading turns false the app invalidates the law list, search and detail answers by their keys
 * (app/refresh-laws-on-library-load.ts: features' keys are known only there).
 */
export function getLawLibraryQueryOptions() {
  return queryOptions({
    queryKey: lawLibraryKeys.status,
    queryFn: getLawLibraryStatus,
    refetchInterval: (query) => (query.state.data?.loading ? LAW_LIBRARY_POLL_MS : false),
  });
}

/** The law library's loading status. */
export function useLawLibraryStatus() {
  return useQuery(getLawLibraryQueryOptions());
}
