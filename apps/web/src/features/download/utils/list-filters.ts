import { DOWNLOAD_CATEGORIES, DOWNLOAD_SORTS } from '@yzfk/contract/calls/download';
import type { TDownloadsRequest } from '../api/list-downloads';

// The list's filters live in the URL query (?category=&q=&sort=&page=), so a reload, a shared
// link and the back button show the same list. Anything unreadable counts as not given.

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

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters a URL query asks for. */
export function filtersFromParams(params: URLSearchParams): TDownloadFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, QUERY_MAX);
  return {
    category: isOneOf(DOWNLOAD_CATEGORIES, category) ? category : undefined,
    q: q || undefined,
    sort: isOneOf(DOWNLOAD_SORTS, sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query changes for a new filter value: the default sort is left out of the URL. */
export function filterChange(
  key: 'category' | 'q' | 'sort',
  value: string | undefined,
): Record<string, string | undefined> {
  const given = value?.trim() || undefined;
  return { [key]: key === 'sort' && given === DEFAULT_SORT ? undefined : given };
}

/** The list call for the URL's filters. */
export function requestOf(filters: TDownloadFilters): TDownloadsRequest {
  return { ...filters, pageSize: DOWNLOAD_PAGE_SIZE };
}
