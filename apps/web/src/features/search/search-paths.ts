import type { TSearchTab } from '@yzfk/contract/calls/search';

// The search page's address: /search?q=…&tab=…&page=… (tab and page left out at their defaults).
// Types only from the contract: the header's search box imports this without pulling in zod.

/** The path of the search page for a query (and a tab and page). */
export function searchPath(query: string, tab: TSearchTab = 'all', page = 1): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (tab !== 'all') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

/** True when a query holds something searchable (a letter, digit or Han character). */
export function isSearchable(query: string): boolean {
  return /[\p{L}\p{N}]/u.test(query);
}
