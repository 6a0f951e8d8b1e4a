import { bestPerCited, pairsOf, type TSubjectArticle, type TSubjectEdge } from './subject-edges';

// Inferred edges (basis `subject`) from an interpretation to the law its title names: 最高人民
// 法院关于适用《中华人民共和国民事诉讼法》的解释 interprets 民事诉讼法 article by article, yet
// most of its articles name no article of it (第二百四十一条 restates 民事诉讼法第一百四十七条 on
// 缺席判决 in its own words). Each of its articles that cites nothing of that law is related to
// the law's article it is most alike, when the likeness reaches TITLE_MIN_SIMILARITY: the cosine
// of their character pairs weighted by their rarity among the law's articles (tf-idf). The
// threshold was measured by judging a random sample (decision 0040). No list of terms. Pure.

/** An interpretation's articles, the articles of the law its title names, and its explicit edges. */
export type TTitledInterpretation = {
  articles: TSubjectArticle[];
  lawArticles: TSubjectArticle[];
  /** Its articles that already cite an article of that law: they need no inferred one. */
  citing: ReadonlySet<number>;
};

/** The least likeness (cosine, 0–1) for an edge: measured, see decision 0040. */
export const TITLE_MIN_SIMILARITY = 0.4;
/** Most title edges into one article of the law (best first). */
const TITLE_PER_CITED = 5;

type TVector = { weights: Map<string, number>; norm: number };

/** A text's pairs weighted (1 + ln tf) · idf, idf from the law's articles; unknown pairs drop. */
function vectorOf(text: string, df: Map<string, number>, size: number): TVector {
  const weights = new Map<string, number>();
  let squares = 0;
  for (const [pair, count] of pairsOf(text)) {
    const docs = df.get(pair);
    if (!docs) continue;
    const weight = (1 + Math.log(count)) * Math.log((size + 1) / docs);
    weights.set(pair, weight);
    squares += weight * weight;
  }
  return { weights, norm: Math.sqrt(squares) };
}

type TLawIndex = {
  df: Map<string, number>;
  norms: number[];
  /** Pair → the law's articles holding it (by position) with their weight. */
  postings: Map<string, { at: number; weight: number }[]>;
};

/**
 * A law's articles as an inverted index: a text is then compared only with the articles it
 * shares a pair with, not with every article of 民法典.
 */
function indexLaw(lawArticles: TSubjectArticle[]): TLawIndex {
  const df = new Map<string, number>();
  for (const article of lawArticles)
    for (const pair of pairsOf(article.text).keys()) df.set(pair, (df.get(pair) ?? 0) + 1);
  const norms: number[] = [];
  const postings = new Map<string, { at: number; weight: number }[]>();
  lawArticles.forEach((article, at) => {
    const vector = vectorOf(article.text, df, lawArticles.length);
    norms.push(vector.norm);
    for (const [pair, weight] of vector.weights) {
      const list = postings.get(pair);
      if (list) list.push({ at, weight });
      else postings.set(pair, [{ at, weight }]);
    }
  });
  return { df, norms, postings };
}

/** The edges from interpretations' articles to the most alike article of the law each names. */
export function inferTitleEdges(interpretations: TTitledInterpretation[]): TSubjectEdge[] {
  const found: TSubjectEdge[] = [];
  // A law named by several interpretations (民法典) is indexed once.
  const indexes = new Map<TSubjectArticle[], TLawIndex>();
  const indexOf = (lawArticles: TSubjectArticle[]) => {
    const known = indexes.get(lawArticles);
    if (known) return known;
    const index = indexLaw(lawArticles);
    indexes.set(lawArticles, index);
    return index;
  };
  for (const { articles, lawArticles, citing } of interpretations) {
    if (lawArticles.length === 0) continue;
    const { df, norms, postings } = indexOf(lawArticles);
    for (const article of articles) {
      if (citing.has(article.id)) continue;
      const own = vectorOf(article.text, df, lawArticles.length);
      if (own.norm === 0) continue;
      const dots = new Map<number, number>();
      for (const [pair, weight] of own.weights)
        for (const posting of postings.get(pair) ?? [])
          dots.set(posting.at, (dots.get(posting.at) ?? 0) + weight * posting.weight);
      let best: { article: TSubjectArticle; score: number } | undefined;
      for (const [at, dot] of dots) {
        const norm = norms[at] ?? 0;
        const candidate = lawArticles[at];
        const score = norm > 0 ? dot / (norm * own.norm) : 0;
        if (candidate && (!best || score > best.score)) best = { article: candidate, score };
      }
      if (best && best.score >= TITLE_MIN_SIMILARITY)
        found.push({
          citingArticleId: article.id,
          citedArticleId: best.article.id,
          citedLawId: best.article.lawId,
          score: Math.min(1, best.score),
        });
    }
  }
  return bestPerCited(found, TITLE_PER_CITED);
}
