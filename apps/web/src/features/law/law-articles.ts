// The articles of a law page: which one an address links to, where a retired law's went, and
// how each is cited. (The page's address and an article's anchor are in @yzfk/contract/paths.)

/** The article ordinal an address's hash links to (`#art-12` → 12), if any. */
export function linkedOrdinal(hash: string): number | undefined {
  const match = /^#art-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}

/**
 * Where an article of a retired law went in the law that replaced it (`articles` pairs an old
 * ordinal with the new one); undefined for no article or one with no counterpart.
 */
export function mapMovedOrdinal(
  articles: readonly (readonly [number, number])[],
  ordinal: number | undefined,
): number | undefined {
  if (ordinal === undefined) return undefined;
  return articles.find(([from]) => from === ordinal)?.[1];
}

/** The citation of an article: 《中华人民共和国民法典》第一千零八十四条. */
export function citationOf(title: string, number: string | null, kind: string): string {
  if (!number) return `《${title}》`;
  return `《${title}》${kind === 'item' ? `第${number}项` : number}`;
}
