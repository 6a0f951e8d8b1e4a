import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { globalSearchCall, type TContentTab } from '@yzfk/contract/calls/search';
import { api } from '../../../lib/api';
import { mindKeys } from './query-keys';

// The link picker asks the one global search (the /search page's call) for one tab's hits.
// The search feature's hook cannot be imported here (features never import each other).

/** How many hits the picker lists. */
export const LINK_HITS = 8;

/** One tab's first hits for a query. */
export function searchLinkTargets(
  tab: TContentTab,
  query: string,
): Promise<TCallData<typeof globalSearchCall>> {
  return api.call(globalSearchCall, { query, tab, page: 1, pageSize: LINK_HITS });
}

/** One tab's first hits; nothing is asked while the query is blank. */
export function useLinkTargets(tab: TContentTab, query: string) {
  return useQuery({
    queryKey: mindKeys.linkSearch(tab, query),
    queryFn: () => searchLinkTargets(tab, query),
    enabled: query.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
