// Inferred edges (basis `subject`): a text that cites an article often applies its neighbours
// too without naming them. 合同编通则解释第六十七条 cites 民法典第五百八十七条 (定金罚则) and is
// about 定金 throughout, which 第五百八十六条 defines; nothing in the library cites 586 by
// number. The rule: when a text cites article A of a law, each neighbour N of A (within
// NEIGHBOUR_SPAN articles, under the same heading) that the text does not cite is related to it
// when the text holds most of what is distinctive about N: the character pairs that are rare
// among that law's articles, weighted by their rarity (IDF). General: no list of terms, no
// list of laws. Pure.

/** An article of a cited law, as the rule reads it. */
export type TSubjectArticle = {
  id: number;
  lawId: number;
  ordinal: number;
  /** Its innermost heading (节 or 章); '' when the law has none. */
  section: string;
  text: string;
};

/** An explicit citation: the citing article's text and the article it cites. */
export type TCitationForSubject = {
  citingArticleId: number;
  citingText: string;
  citedArticleId: number;
};

export type TSubjectEdge = {
  citingArticleId: number;
  citedArticleId: number;
  citedLawId: number;
  /** How much the text is about the neighbour, against the article it cites (0–1). */
  score: number;
};

/** How far from a cited article a neighbour may be. */
export const NEIGHBOUR_SPAN = 2;
/** The least affinity to a neighbour, as a share of the affinity to the cited article. */
export const MIN_SUBJECT_SCORE = 0.5;
/** A pair is distinctive when at most this share of the law's articles hold it (at least 3). */
const RARE_SHARE = 0.02;
/** How often the text must say one of the neighbour's distinctive pairs. */
const MIN_REPEATS = 3;
/** A neighbour with fewer distinctive pairs says too little to be recognised. */
const MIN_DISTINCTIVE = 3;
/** Most inferred edges from one citing article, and into one cited article (best first). */
export const SUBJECT_PER_CITING = 2;
export const SUBJECT_PER_CITED = 5;

const HAN = /[\u4e00-\u9fff]/;

/** The pairs of consecutive Chinese characters of a text, with how often each occurs. */
export function pairsOf(text: string): Map<string, number> {
  const pairs = new Map<string, number>();
  for (let at = 0; at + 1 < text.length; at++) {
    const a = text[at] ?? '';
    const b = text[at + 1] ?? '';
    if (HAN.test(a) && HAN.test(b)) pairs.set(a + b, (pairs.get(a + b) ?? 0) + 1);
  }
  return pairs;
}

/** One law's articles with what the rule needs of each: its distinctive pairs and weights. */
type TLawIndex = {
  byId: Map<number, TSubjectArticle>;
  byOrdinal: Map<number, TSubjectArticle>;
  distinctive: Map<number, Map<string, number>>;
};

function indexLaw(articles: TSubjectArticle[]): TLawIndex {
  const pairs = new Map<number, Map<string, number>>();
  const df = new Map<string, number>();
  for (const article of articles) {
    const own = pairsOf(article.text);
    pairs.set(article.id, own);
    for (const pair of own.keys()) df.set(pair, (df.get(pair) ?? 0) + 1);
  }
  const maxDf = Math.max(3, Math.floor(articles.length * RARE_SHARE));
  const distinctive = new Map<number, Map<string, number>>();
  for (const article of articles) {
    const weights = new Map<string, number>();
    for (const pair of pairs.get(article.id)?.keys() ?? []) {
      const count = df.get(pair) ?? 1;
      if (count <= maxDf) weights.set(pair, Math.log((articles.length + 1) / count));
    }
    distinctive.set(article.id, weights);
  }
  return {
    byId: new Map(articles.map((article) => [article.id, article])),
    byOrdinal: new Map(articles.map((article) => [article.ordinal, article])),
    distinctive,
  };
}

/**
 * How much of a text is about an article: the article's distinctive pairs the text holds,
 * each weighted by its rarity in the law and by how often the text says it (1 + ln tf).
 */
function affinity(text: Map<string, number>, weights: Map<string, number> | undefined): number {
  let sum = 0;
  for (const [pair, weight] of weights ?? []) {
    const count = text.get(pair);
    if (count) sum += weight * (1 + Math.log(count));
  }
  return sum;
}

/**
 * The subject edges the explicit citations imply, capped: at most SUBJECT_PER_CITING from a
 * citing article and SUBJECT_PER_CITED into a cited one, the best scores kept, none where an
 * explicit citation already joins the pair.
 */
export function inferSubjectEdges(
  citations: TCitationForSubject[],
  articlesOfLaw: ReadonlyMap<number, TSubjectArticle[]>,
  articleLaw: ReadonlyMap<number, number>,
): TSubjectEdge[] {
  const indexes = new Map<number, TLawIndex>();
  const indexOf = (lawId: number) => {
    let index = indexes.get(lawId);
    if (!index) {
      index = indexLaw(articlesOfLaw.get(lawId) ?? []);
      indexes.set(lawId, index);
    }
    return index;
  };
  const byCiting = new Map<number, { text: string; cited: Set<number> }>();
  for (const citation of citations) {
    const entry = byCiting.get(citation.citingArticleId) ?? {
      text: citation.citingText,
      cited: new Set<number>(),
    };
    entry.cited.add(citation.citedArticleId);
    byCiting.set(citation.citingArticleId, entry);
  }
  const candidates: TSubjectEdge[] = [];
  for (const [citingArticleId, { text, cited }] of byCiting) {
    const textPairs = pairsOf(text);
    const found = new Map<number, TSubjectEdge>();
    for (const citedId of cited) {
      const lawId = articleLaw.get(citedId);
      if (lawId === undefined) continue;
      const index = indexOf(lawId);
      const anchor = index.byId.get(citedId);
      if (!anchor) continue;
      // The articles of this law the text names are the measure (the best of them): a neighbour
      // must be nearly as much what the text is about, so a long case text that holds a little
      // of everything relates to nothing.
      const anchorAffinity = Math.max(
        ...[...cited].map((id) => affinity(textPairs, index.distinctive.get(id))),
      );
      if (anchorAffinity <= 0) continue;
      for (let step = -NEIGHBOUR_SPAN; step <= NEIGHBOUR_SPAN; step++) {
        const neighbour = index.byOrdinal.get(anchor.ordinal + step);
        if (!neighbour || step === 0 || neighbour.section !== anchor.section) continue;
        if (cited.has(neighbour.id) || neighbour.id === citingArticleId) continue;
        const weights = index.distinctive.get(neighbour.id);
        if (!weights || weights.size < MIN_DISTINCTIVE) continue;
        // The text must be about something of the neighbour's: one of its distinctive pairs
        // said again and again, not a few met once each.
        if (![...weights.keys()].some((pair) => (textPairs.get(pair) ?? 0) >= MIN_REPEATS))
          continue;
        const score = Math.min(1, affinity(textPairs, weights) / anchorAffinity);
        if (score < MIN_SUBJECT_SCORE) continue;
        const seen = found.get(neighbour.id);
        if (!seen || seen.score < score)
          found.set(neighbour.id, {
            citingArticleId,
            citedArticleId: neighbour.id,
            citedLawId: lawId,
            score,
          });
      }
    }
    candidates.push(
      ...[...found.values()].sort((a, b) => b.score - a.score).slice(0, SUBJECT_PER_CITING),
    );
  }
  return bestPerCited(candidates, SUBJECT_PER_CITED);
}

/** The edges, best score first, at most `max` into one cited article. */
export function bestPerCited(edges: TSubjectEdge[], max: number): TSubjectEdge[] {
  const perCited = new Map<number, number>();
  return edges
    .sort((a, b) => b.score - a.score)
    .filter((edge) => {
      const count = perCited.get(edge.citedArticleId) ?? 0;
      perCited.set(edge.citedArticleId, count + 1);
      return count < max;
    });
}
