import { sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { parseChineseNumeral } from '../../platform/text/chinese-numerals';
import { articleNumberOf, normaliseConceptTerm } from './concepts/concept-file';
import { createConceptRepository } from './concepts/concept.repository';
import type { TConceptArticle } from './concepts/concept.schema';
import { chargesMeant } from './charge-names';
import { createLawGraphRepository } from './graph/law-graph.repository';
import { lawNameIndex } from './law-names';
import { selectRows } from './select-rows';

// Articles a query names outright, shown before the ranked results: the defining articles of a
// concept (情势变更 → 民法典 第五百三十三条) and a cited article (民法典 188, 刑法第二十条).

/** Articles to show first, in order, and the concept they define (none for a citation). */
export type TPinned = {
  concept?: string;
  cited?: boolean;
  /** The charge name a query means (职务侵占罪, or the name of the short form 掩隐罪). */
  charge?: string;
  articleIds: number[];
};

const CITATION =
  /^([\p{Script=Han}]{2,40}?)\s*(?:第\s*)?(\d{1,4}|[零〇一二两三四五六七八九十百千]{1,8})\s*(条)?\s*(之[一二三四五六七八九十]+)?$/u;

/** What may follow the article in a citation and is not searched: 第三款, 第二项, 第(一)项. */
const PARAGRAPH_TAIL =
  /\s*第\s*(?:\d{1,3}|[零〇一二两三四五六七八九十百]{1,5}|[（(][零〇一二两三四五六七八九十百]{1,5}[）)])\s*[款项]$/u;

/** The titles a cited name may mean when no name index is at hand: the name with 中华人民共和国 first. */
function titlesByDefault(name: string): string[] {
  return name.startsWith('中华人民共和国') ? [name] : [`中华人民共和国${name}`, name];
}

/**
 * The article a query cites, as law titles to try and an article number: 民法典 188,
 * 民法典第188条, 刑法第二十条, 刑法120条之一, 《刑法》第二十条第三款, 刑诉法 56. A Chinese numeral
 * needs 第 or 条 around it, so that a term such as 诉讼时效三年 is no citation. `titlesOf` maps a
 * cited name to the titles it may mean (law-names.ts derives them from the library's titles).
 */
export function parseCitation(
  query: string,
  titlesOf: (name: string) => string[] = titlesByDefault,
): TConceptArticle[] | undefined {
  const text = query
    .replace(/[《》〈〉]/gu, ' ')
    .trim()
    .replace(PARAGRAPH_TAIL, '');
  const match = CITATION.exec(text.trim());
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
  const titles = titlesOf(law);
  return titles.length > 0 ? titles.map((title) => ({ law: title, number })) : undefined;
}

/**
 * How long the concepts, the law names and the charge names are kept in memory: an import of
 * concepts or laws shows in searches within this time.
 */
const CONCEPTS_TTL_MS = 30_000;

/** Most articles one charge query pins (a short form several charges share: 非持罪). */
const MAX_CHARGE_ARTICLES = 6;

type TConcept = { name: string; articles: TConceptArticle[]; articleIds?: number[] };

/** A value loaded at most once per TTL, shared by the calls that wait for it. */
function cached<T>(load: () => Promise<T>, now: () => number): () => Promise<T> {
  let value: { at: number; data: T } | undefined;
  let loading: Promise<T> | undefined;
  return async () => {
    if (value && now() - value.at < CONCEPTS_TTL_MS) return value.data;
    loading ??= load()
      .then((data) => {
        value = { at: now(), data };
        return data;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
}

/** What the finder looks for besides citations: each can be switched off (the bench does). */
export type TPinnedOptions = { concepts: boolean; charges: boolean };

/**
 * Finds the articles a query names: a citation (the law by any of its short names), a charge
 * name or its short form (law_charges), a concept. Most queries name none and cost no database
 * call: the names and concepts, and each concept's articles once resolved, are kept for
 * CONCEPTS_TTL_MS.
 */
export function createPinnedFinder(db: TDb, now: () => number = Date.now) {
  const concepts = createConceptRepository(db);
  const graph = createLawGraphRepository(db);
  const byTerm = cached(async () => {
    const map = new Map<string, TConcept>();
    for (const row of await concepts.loadAll()) {
      const concept: TConcept = { name: row.name, articles: row.articles };
      for (const term of row.terms) if (!map.has(term)) map.set(term, concept);
    }
    return map;
  }, now);
  const lawNames = cached(
    async () =>
      lawNameIndex(
        await selectRows<{ title: string }>(
          db,
          sql`SELECT title FROM law_documents
              WHERE level IN ('宪法', '法律', '行政法规') AND NOT is_sample
              ORDER BY (status = '现行有效') DESC, rank_weight DESC, published_at DESC NULLS LAST, id`,
        ),
      ),
    now,
  );
  const chargeNames = cached(
    async () => (await graph.listChargeNames()).map((charge) => charge.name),
    now,
  );

  async function citedArticle(query: string): Promise<number | undefined> {
    if (!/\d|第|条/u.test(query)) return undefined;
    const names = await lawNames();
    const citation = parseCitation(query, (name) => names.get(name) ?? titlesByDefault(name));
    if (!citation) return undefined;
    return (await concepts.resolve(citation))[0]?.articleId;
  }

  async function chargeArticles(query: string): Promise<{ name: string; ids: number[] }> {
    const meant = chargesMeant(query, await chargeNames());
    const rows = (await Promise.all(meant.map((name) => graph.chargeArticles(name)))).flat();
    // Current names before abolished ones; an article once.
    rows.sort((a, b) => Number(a.abolished) - Number(b.abolished));
    const ids = [...new Set(rows.map((row) => row.articleId))].slice(0, MAX_CHARGE_ARTICLES);
    return { name: meant[0] ?? '', ids };
  }

  return async function findPinned(
    query: string,
    options: TPinnedOptions = { concepts: true, charges: true },
  ): Promise<TPinned> {
    const cited = await citedArticle(query);
    if (cited !== undefined) return { cited: true, articleIds: [cited] };
    if (options.charges) {
      const charge = await chargeArticles(query);
      if (charge.ids.length > 0) return { charge: charge.name, articleIds: charge.ids };
    }
    if (!options.concepts) return { articleIds: [] };
    const term = normaliseConceptTerm(query);
    const concept = term ? (await byTerm()).get(term) : undefined;
    if (!concept) return { articleIds: [] };
    concept.articleIds ??= [
      ...new Set((await concepts.resolve(concept.articles)).map((found) => found.articleId)),
    ];
    return { concept: concept.name, articleIds: concept.articleIds };
  };
}
