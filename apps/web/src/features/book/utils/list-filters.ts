import { BOOK_CATEGORIES, BOOK_SORTS } from '@yzfk/contract/calls/book';
import {
  filterChange as urlFilterChange,
  oneOf,
  pageParam,
  textParam,
} from '../../../lib/url-filters';
import type { TBooksRequest } from '../api/list-books';

// The catalogue's filters live in the URL query (?category=&q=&sort=&page=; lib/url-filters).

export type TBookCategory = (typeof BOOK_CATEGORIES)[number];
export type TBookSort = (typeof BOOK_SORTS)[number];

export type TBookFilters = {
  category?: TBookCategory;
  q?: string;
  sort: TBookSort;
  page: number;
};

export const DEFAULT_SORT: TBookSort = 'newest';
export const BOOK_PAGE_SIZE = 12;
/** The server's longest search. */
export const QUERY_MAX = 50;

/** The sorts as the page names them. */
export const SORT_LABELS: Record<TBookSort, string> = {
  newest: '最新',
  title: '书名',
  popular: '最热',
};

/** The filters a URL query asks for. */
export function filtersFromParams(params: URLSearchParams): TBookFilters {
  return {
    category: oneOf(BOOK_CATEGORIES, params.get('category')),
    q: textParam(params, 'q', QUERY_MAX),
    sort: oneOf(BOOK_SORTS, params.get('sort')) ?? DEFAULT_SORT,
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

/** The list call for the URL's filters (audiobooks only on /audioBook). */
export function requestOf(filters: TBookFilters, audioOnly: boolean): TBooksRequest {
  return { ...filters, ...(audioOnly ? { audio: true } : {}), pageSize: BOOK_PAGE_SIZE };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: TBookFilters): boolean {
  return Boolean(filters.category ?? filters.q);
}
