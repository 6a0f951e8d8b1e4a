import { isCjk } from '../../platform/search/chinese-tokens';

// The names candidates give a law when they cite it, derived by rule from its title (decision
// 0045): the title without 中华人民共和国 (刑法, 民法典, 劳动合同法), and for a code named in
// two-character words the first character of each word (刑事诉讼法 → 刑诉法, 刑诉).

const STATE = '中华人民共和国';

/** The short names of a law's title, the title itself first. */
export function lawShortNames(title: string): string[] {
  const names = [title];
  const short = title.startsWith(STATE) ? title.slice(STATE.length) : title;
  if (short !== title && short.length >= 2) names.push(short);
  const chars = Array.from(short);
  if (short.endsWith('法') && chars.every(isCjk)) {
    const body = chars.slice(0, -1);
    if (body.length >= 4 && body.length % 2 === 0) {
      const initials = body.filter((_, i) => i % 2 === 0).join('');
      names.push(`${initials}法`, initials, body.join(''));
    }
  }
  return [...new Set(names)];
}

/** A law as the name index needs it; the best version of a name wins (listed first). */
export type TNamedLaw = { title: string };

/**
 * Short name → the titles it may mean, in the order given (callers list current 法律 first):
 * a name two laws share points to both, and the citation resolves to the first that has the
 * article.
 */
export function lawNameIndex(laws: readonly TNamedLaw[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const law of laws) {
    for (const name of lawShortNames(law.title)) {
      const titles = index.get(name) ?? [];
      if (!titles.includes(law.title)) titles.push(law.title);
      index.set(name, titles);
    }
  }
  return index;
}
