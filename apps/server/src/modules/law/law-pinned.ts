import type { TDb } from '../../platform/db/database';
import { parseChineseNumeral } from '../../platform/text/chinese-numerals';
import { articleNumberOf, normaliseConceptTerm } from './concepts/concept-file';
import { createConceptRepository } from './concepts/concept.repository';
import type { TConceptArticle } from './concepts/concept.schema';

// Articles a query names outright, shown before the ranked results: the defining articles of a
// concept (情势变更 → 民法典 第五百三十三条) and a cited article (民法典 188, 刑法第二十条).

/** Articles to show first, in order, and the concept they define (none for a citation). */
export type TPinned = { concept?: string; cited?: boolean; articleIds: number[] };

/** Short names candidates type for a law, beside its title without 中华人民共和国. */
const LAW_ALIASES: Readonly<Record<string, string>> = {
  民诉法: '民事诉讼法',
  民诉: '民事诉讼法',
  刑诉法: '刑事诉讼法',
  刑诉: '刑事诉讼法',
  行诉法: '行政诉讼法',
  行诉: '行政诉讼法',
  行政诉讼: '行政诉讼法',
  民事诉讼: '民事诉讼法',
  刑事诉讼: '刑事诉讼法',
};

const CITATION =
  /^([\p{Script=Han}]{2,20}?)\s*(?:第\s*)?(\d{1,4}|[零〇一二两三四五六七八九十百千]{1,8})\s*(条)?\s*(之[一二三四五六七八九十]+)?$/u;

/**
 * The article a query cites, as law titles to try and an article number: 民法典 188,
 * 民法典第188条, 刑法第二十条, 刑诉法 56. A Chinese numeral needs 第 or 条 around it, so that a
 * term such as 诉讼时效三年 is no citation.
 */
export function parseCitation(query: string): TConceptArticle[] | undefined {
  const match = CITATION.exec(query.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const [, law, numeral, tiao, suffix] = match;
  const digits = /^\d+$/u.test(numeral);
  if (!digits && !tiao && !query.includes('第')) return undefined;
  const number = digits
    ? articleNumberOf(`${numeral}${suffix ?? ''}`)
    : Number.isFinite(parseChineseNumeral(numeral))
      ? `第${numeral}条${suffix ?? ''}`
      : undefined;
  if (!number) return undefined;
  const name = LAW_ALIASES[law] ?? law;
  const titles = name.startsWith('中华人民共和国') ? [name] : [`中华人民共和国${name}`, name];
  return titles.map((title) => ({ law: title, number }));
}

/**
 * How long the concepts and their resolved articles are kept in memory: an import of concepts
 * or laws shows in searches within this time.
 */
const CONCEPTS_TTL_MS = 30_000;

type TConcept = { name: string; articles: TConceptArticle[]; articleIds?: number[] };

/**
 * Finds the articles a query names. Most queries name none and cost no database call: the
 * concepts, and each concept's articles once resolved, are kept for CONCEPTS_TTL_MS.
 */
export function createPinnedFinder(db: TDb, now: () => number = Date.now) {
  const concepts = createConceptRepository(db);
  type TCache = { at: number; byTerm: Map<string, TConcept> };
  let cache: TCache | undefined;
  let loading: Promise<TCache> | undefined;

  async function byTerm(): Promise<Map<string, TConcept>> {
    if (cache && now() - cache.at < CONCEPTS_TTL_MS) return cache.byTerm;
    loading ??= concepts
      .loadAll()
      .then((rows) => {
        const map = new Map<string, TConcept>();
        for (const row of rows) {
          const concept: TConcept = { name: row.name, articles: row.articles };
          for (const term of row.terms) if (!map.has(term)) map.set(term, concept);
        }
        return { at: now(), byTerm: map };
      })
      .finally(() => {
        loading = undefined;
      });
    cache = await loading;
    return cache.byTerm;
  }

  return async function findPinned(query: string): Promise<TPinned> {
    const citation = parseCitation(query);
    if (citation) {
      const [found] = await concepts.resolve(citation);
      if (found) return { cited: true, articleIds: [found.articleId] };
    }
    const term = normaliseConceptTerm(query);
    const concept = term ? (await byTerm()).get(term) : undefined;
    if (!concept) return { articleIds: [] };
    concept.articleIds ??= [
      ...new Set((await concepts.resolve(concept.articles)).map((found) => found.articleId)),
    ];
    return { concept: concept.name, articleIds: concept.articleIds };
  };
}
