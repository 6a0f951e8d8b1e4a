import { DOWNLOAD_CATEGORIES, DOWNLOAD_SORTS } from '@yzfk/contract/calls/download';
import { catalogueFilters, type TCatalogueFilters } from '../../../lib/url-filters';
import type { TDownloadsRequest } from '../api/list-downloads';

// The list's filters live in the URL query (?category=&q=&sort=&page=; lib/url-filters).

export type TDownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];
export type TDownloadSort = (typeof DOWNLOAD_SORTS)[number];
export type TDownloadFilters = TCatalogueFilters<TDownloadCategory, TDownloadSort>;

export const DEFAULT_SORT: TDownloadSort = 'newest';
export const DOWNLOAD_PAGE_SIZE = 20;
export { CATALOGUE_QUERY_MAX as QUERY_MAX } from '../../../lib/url-filters';

export const SORT_LABELS: Record<TDownloadSort, string> = { newest: '最新', popular: '最多下载' };

const filters = catalogueFilters(DOWNLOAD_CATEGORIES, DOWNLOAD_SORTS, DEFAULT_SORT);
export const filtersFromParams = filters.fromParams;
export const filterChange = filters.change;

/** The list call for the URL's filters. */
export function requestOf(filters: TDownloadFilters): TDownloadsRequest {
  return { ...filters, pageSize: DOWNLOAD_PAGE_SIZE };
}
