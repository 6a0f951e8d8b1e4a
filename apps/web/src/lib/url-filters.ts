// Readers of a list page's filters from its URL query (?category=&q=&sort=&page=…), shared by
// the catalogues, so a reload, a shared link and the back button show the same list. Anything
// unreadable counts as not given, never as an error.

import { PAGE_MAX } from '@yzfk/contract/fields';

/** The value when it is one of `list`; undefined otherwise. */
export function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** `?page=` as a page number from 1 (1 when missing or unreadable). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** A text parameter, trimmed and cut to `max` characters; undefined when empty. */
export function textParam(params: URLSearchParams, key: string, max: number): string | undefined {
  return params.get(key)?.trim().slice(0, max) || undefined;
}

/** The URL query change for a new filter value: the default sort is left out of the URL. */
export function filterChange(
  key: string,
  value: string | undefined,
  defaultSort: string,
): Record<string, string | undefined> {
  const given = value?.trim() || undefined;
  return { [key]: key === 'sort' && given === defaultSort ? undefined : given };
}

/** The filters of a catalogue with a category, a search and a sort (?category=&q=&sort=&page=). */
export type TCatalogueFilters<C extends string, S extends string> = {
  category?: C;
  q?: string;
  sort: S;
  page: number;
};

/** The server's longest catalogue search, in characters. */
export const CATALOGUE_QUERY_MAX = 50;

/** Reading and changing a category-search-sort catalogue's filters (books, downloads). */
export function catalogueFilters<C extends string, S extends string>(
  categories: readonly C[],
  sorts: readonly S[],
  defaultSort: S,
) {
  return {
    /** The filters a URL query asks for. */
    fromParams: (params: URLSearchParams): TCatalogueFilters<C, S> => ({
      category: oneOf(categories, params.get('category')),
      q: textParam(params, 'q', CATALOGUE_QUERY_MAX),
      sort: oneOf(sorts, params.get('sort')) ?? defaultSort,
      page: pageParam(params),
    }),
    /** The URL query changes for a new filter value. */
    change: (key: 'category' | 'q' | 'sort', value: string | undefined) =>
      filterChange(key, value, defaultSort),
  };
}
