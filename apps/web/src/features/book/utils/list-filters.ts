import { BOOK_CATEGORIES, BOOK_SORTS } from '@yzfk/contract/calls/book';
import type { TBooksRequest } from '../api/list-books';

// The catalogue's filters live in the URL query (?category=&q=&sort=&page=), so a reload, a
// shared link and the back button show the same list. Anything unreadable counts as not given.

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

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters a URL query asks for. */
export function filtersFromParams(params: URLSearchParams): TBookFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, QUERY_MAX);
  return {
    category: isOneOf(BOOK_CATEGORIES, category) ? category : undefined,
    q: q || undefined,
    sort: isOneOf(BOOK_SORTS, sort) ? sort : DEFAULT_SORT,
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

/** The list call for the URL's filters (audiobooks only on /audioBook). */
export function requestOf(filters: TBookFilters, audioOnly: boolean): TBooksRequest {
  return { ...filters, ...(audioOnly ? { audio: true } : {}), pageSize: BOOK_PAGE_SIZE };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: TBookFilters): boolean {
  return Boolean(filters.category ?? filters.q);
}
