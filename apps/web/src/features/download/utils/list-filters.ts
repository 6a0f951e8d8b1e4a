import { DOWNLOAD_CATEGORIES, DOWNLOAD_SORTS } from '@yzfk/contract/calls/download';
import {
  filterChange as urlFilterChange,
  oneOf,
  pageParam,
  textParam,
} from '../../../lib/url-filters';
import type { TDownloadsRequest } from '../api/list-downloads';

// The list's filters live in the URL query (?category=&q=&sort=&page=; lib/url-filters).

export type TDownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];
export type TDownloadSort = (typeof DOWNLOAD_SORTS)[number];

export type TDownloadFilters = {
  category?: TDownloadCategory;
  q?: string;
  sort: TDownloadSort;
  page: number;
};

export const DEFAULT_SORT: TDownloadSort = 'newest';
export const DOWNLOAD_PAGE_SIZE = 20;
/** The server's longest search. */
export const QUERY_MAX = 50;

export const SORT_LABELS: Record<TDownloadSort, string> = { newest: '最新', popular: '最多下载' };

/** The filters a URL query asks for. */
export function filtersFromParams(params: URLSearchParams): TDownloadFilters {
  return {
    category: oneOf(DOWNLOAD_CATEGORIES, params.get('category')),
    q: textParam(params, 'q', QUERY_MAX),
    sort: oneOf(DOWNLOAD_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: pageParam(params),
  };
}

/** The URL query changes for a new filter value. */
export function filterChange(
  key: 'category' | 'q' | 'sort',
  value: string | undefined,
): Record<string, string | undefined> {
  return urlFilterChange(key, value, DEFAULT_SORT);
}

/** The list call for the URL's filters. */
export function requestOf(filters: TDownloadFilters): TDownloadsRequest {
  return { ...filters, pageSize: DOWNLOAD_PAGE_SIZE };
}
