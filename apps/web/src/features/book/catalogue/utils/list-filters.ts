import { BOOK_CATEGORIES, BOOK_SORTS } from '@yzfk/contract/calls/book';
import { catalogueFilters, type TCatalogueFilters } from '../../../../lib/url-filters';
import type { TBooksRequest } from '../api/list-books';

// The catalogue's filters live in the URL query (?category=&q=&sort=&page=; lib/url-filters).

export type TBookCategory = (typeof BOOK_CATEGORIES)[number];
export type TBookSort = (typeof BOOK_SORTS)[number];
export type TBookFilters = TCatalogueFilters<TBookCategory, TBookSort>;

export const DEFAULT_SORT: TBookSort = 'newest';
export const BOOK_PAGE_SIZE = 12;
export { CATALOGUE_QUERY_MAX as QUERY_MAX } from '../../../../lib/url-filters';

/** The sorts as the page names them. */
export const SORT_LABELS: Record<TBookSort, string> = {
  newest: '最新',
  title: '书名',
  popular: '最热',
};

const filters = catalogueFilters(BOOK_CATEGORIES, BOOK_SORTS, DEFAULT_SORT);
export const filtersFromParams = filters.fromParams;
export const filterChange = filters.change;

/** The list call for the URL's filters (audiobooks only on /audioBook). */
export function requestOf(filters: TBookFilters, audioOnly: boolean): TBooksRequest {
  return { ...filters, ...(audioOnly ? { audio: true } : {}), pageSize: BOOK_PAGE_SIZE };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: TBookFilters): boolean {
  return Boolean(filters.category ?? filters.q);
}
