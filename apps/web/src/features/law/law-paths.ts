// Paths and anchors of the law pages, in one place.

/** The anchor id of an article in the law page. */
export function articleAnchor(ordinal: number): string {
  return `art-${ordinal}`;
}

/** The path of a law page, optionally with search terms to highlight and an article. */
export function lawPath(id: number, options: { terms?: string[]; ordinal?: number } = {}): string {
  const query = options.terms?.length ? `?hl=${encodeURIComponent(options.terms.join(' '))}` : '';
  const hash = options.ordinal ? `#${articleAnchor(options.ordinal)}` : '';
  return `/law/item/${id}${query}${hash}`;
}

/** The citation of an article: 《中华人民共和国民法典》第一千零八十四条. */
export function citationOf(title: string, number: string | null, kind: string): string {
  if (!number) return `《${title}》`;
  return `《${title}》${kind === 'item' ? `第${number}项` : number}`;
}
