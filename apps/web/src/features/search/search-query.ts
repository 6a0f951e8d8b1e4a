// What the search pages accept as a query (its address is paths.search in @yzfk/contract/paths).

/** True when a query holds something searchable (a letter, digit or Han character). */
export function isSearchable(query: string): boolean {
  return /[\p{L}\p{N}]/u.test(query);
}
