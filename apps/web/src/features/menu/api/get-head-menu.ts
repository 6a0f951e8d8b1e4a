import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPageSectionCall, type TMenuItem } from '@yzfk/contract/calls/pagesection';
import { api } from '../../../lib/api';
import { menuKeys } from './query-keys';

/** Fetches the header menu of the visitor's site (page section headMenu). */
export function getHeadMenu(): Promise<TMenuItem[]> {
  return api.call(getPageSectionCall, { pageValue: 'headMenu' });
}

/** Query options of the header menu; it rarely changes, so it stays fresh for ten minutes. */
export function getHeadMenuQueryOptions() {
  return queryOptions({
    queryKey: menuKeys.headMenu(),
    queryFn: getHeadMenu,
    staleTime: 10 * 60_000,
  });
}

/** The header menu items. */
export function useHeadMenu() {
  return useQuery(getHeadMenuQueryOptions());
}
