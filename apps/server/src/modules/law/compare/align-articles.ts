import { alignInOrder } from './sequence-alignment';
import { bigramsOf, setSimilarity, similarityMatrix, type TBigrams } from './text-similarity';

// Pairs the articles of two versions of a law by what they say, not by their numbers: an
// amendment that inserts one article renumbers every article after it, and a revision (公司法
// 2023) moves, splits and merges them. Three passes, each over what the one before left:
//  1. in order: a sequence alignment (Needleman–Wunsch over the similarity matrix) pairs the
//     articles that kept their place, renumbered or not;
//  2. moved: articles left on both sides that are still clearly alike, best first;
//  3. split and merged: paragraphs (款) of an article left over that are found in other
//     articles (公司法 2023 第二十三条 joins 2018 第二十条第三款 and 第六十三条).
// Whatever is still alone is new (新增) or gone (删除). Decision 0043 has the measurements.

/** An article of one version, as the comparison needs it. */
export type TCompareArticle = {
  ordinal: number;
  number: string | null;
  paragraphs: string[];
};

/** One side of a pair: an article and the paragraphs of it the pair holds (indices, in order). */
export type TPairPart = { article: TCompareArticle; paragraphs: number[] };

/** Aligned text: old parts → new parts; an empty side is an added or deleted article. */
export type TAlignedPair = {
  old: TPairPart[];
  new: TPairPart[];
  /** Paired out of order: the article moved to another place in the law. */
  moved: boolean;
};

/** Below this, two articles are not the same article (measured: decision 0043). */
export const PAIR_MIN_SIMILARITY = 0.35;
/** Out of order, an article must be clearly the same to be called moved. */
export const MOVED_MIN_SIMILARITY = 0.5;
/** A paragraph found in another article of the other version (split or merged text). */
export const PARAGRAPH_MIN_SIMILARITY = 0.5;

/** Pass 2: the articles left on both sides that are clearly alike, greedily best first. */
function pairMoved(
  matrix: Float64Array,
  columns: number,
  oldLeft: number[],
  newLeft: number[],
): [number, number][] {
  const candidates: [number, number, number][] = [];
  for (const row of oldLeft) {
    for (const column of newLeft) {
      const similarity = matrix[row * columns + column] ?? 0;
      if (similarity >= MOVED_MIN_SIMILARITY) candidates.push([similarity, row, column]);
    }
  }
  candidates.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  const takenOld = new Set<number>();
  const takenNew = new Set<number>();
  const pairs: [number, number][] = [];
  for (const [, row, column] of candidates) {
    if (takenOld.has(row) || takenNew.has(column)) continue;
    takenOld.add(row);
    takenNew.add(column);
    pairs.push([row, column]);
  }
  return pairs;
}

/** Every paragraph of a version, flattened, with its article and place. */
type TParagraphRef = { article: number; paragraph: number; grams: TBigrams };

function paragraphsOf(articles: TCompareArticle[]): TParagraphRef[] {
  return articles.flatMap((article, index) =>
    article.paragraphs.map((text, paragraph) => ({
      article: index,
      paragraph,
      grams: bigramsOf(text),
    })),
  );
}

/** A pair while it is built: flat paragraph indices of each side, in the order shown. */
type TDraftPair = { old: number[]; new: number[]; moved: boolean };

/** Consecutive paragraphs of one article form one part. */
function partsOf(
  articles: TCompareArticle[],
  refs: TParagraphRef[],
  picked: number[],
): TPairPart[] {
  const parts: { article: number; paragraphs: number[] }[] = [];
  for (const index of picked) {
    const ref = refs[index];
    if (!ref) continue;
    const last = parts.at(-1);
    if (last?.article === ref.article) last.paragraphs.push(ref.paragraph);
    else parts.push({ article: ref.article, paragraphs: [ref.paragraph] });
  }
  return parts.flatMap((part) => {
    const article = articles[part.article];
    return article ? [{ article, paragraphs: part.paragraphs }] : [];
  });
}

/**
 * Pass 3: a paragraph whose pair has nothing like it on the other side is an orphan. Each new
 * orphan takes the most alike old orphan of another pair (the old text moved there), and the old
 * pair keeps the rest: a split article shows each piece beside its new place, a merged one each
 * source beside the article it joined, and every paragraph of either version is shown once.
 */
function adoptOrphans(drafts: TDraftPair[], oldRefs: TParagraphRef[], newRefs: TParagraphRef[]) {
  const alike = (newIndex: number, oldIndex: number) =>
    setSimilarity(newRefs[newIndex]?.grams, oldRefs[oldIndex]?.grams) >= PARAGRAPH_MIN_SIMILARITY;
  const oldOrphans: [number, TDraftPair][] = [];
  const newOrphans: [number, TDraftPair][] = [];
  for (const draft of drafts) {
    for (const old of draft.old) {
      if (!draft.new.some((newIndex) => alike(newIndex, old))) oldOrphans.push([old, draft]);
    }
    for (const newIndex of draft.new) {
      if (!draft.old.some((old) => alike(newIndex, old))) newOrphans.push([newIndex, draft]);
    }
  }
  // Every new orphan against every old one at once (the inverted index of similarityMatrix).
  const matrix = similarityMatrix(
    newOrphans.map(([newIndex]) => newRefs[newIndex]?.grams ?? new Set()),
    oldOrphans.map(([old]) => oldRefs[old]?.grams ?? new Set()),
  );
  const taken = new Set<number>();
  const adopted = new Map<TDraftPair, [number, number][]>();
  newOrphans.forEach(([newIndex, draft], row) => {
    let best = -1;
    let bestSimilarity = 0;
    oldOrphans.forEach(([, owner], column) => {
      const value = matrix[row * oldOrphans.length + column] ?? 0;
      if (owner === draft || taken.has(column)) return;
      if (value >= PARAGRAPH_MIN_SIMILARITY && value > bestSimilarity) {
        best = column;
        bestSimilarity = value;
      }
    });
    const found = oldOrphans[best];
    if (!found) return;
    const [old, owner] = found;
    taken.add(best);
    owner.old = owner.old.filter((index) => index !== old);
    adopted.set(draft, [...(adopted.get(draft) ?? []), [old, draft.new.indexOf(newIndex)]]);
  });
  for (const [draft, moved] of adopted) {
    // The old side in the order of the new paragraphs it answers; its own orphans keep their
    // place after the paragraph before them.
    const keyed: [number, number][] = [];
    let key = -1;
    for (const old of draft.old) {
      const place = draft.new.findIndex((newIndex) => alike(newIndex, old));
      key = place >= 0 ? place : key + 0.001;
      keyed.push([old, key]);
    }
    keyed.push(...moved);
    draft.old = keyed.sort((a, b) => a[1] - b[1]).map(([old]) => old);
  }
}

/** Where a pair sits in the new version's order (deleted text: after its old neighbour's pair). */
function orderPairs(pairs: TAlignedPair[], oldArticles: TCompareArticle[]): TAlignedPair[] {
  const oldIndex = new Map(oldArticles.map((article, index) => [article, index]));
  const firstOld = (pair: TAlignedPair) =>
    Math.min(...pair.old.map((part) => oldIndex.get(part.article) ?? Infinity));
  const withNew = pairs.filter((pair) => pair.new.length > 0);
  const newKey = (pair: TAlignedPair) => pair.new[0]?.article.ordinal ?? 0;
  withNew.sort((a, b) => newKey(a) - newKey(b) || firstOld(a) - firstOld(b));
  // Each old article's pair position, to put a deleted article right after its predecessor's.
  const positionOfOld = new Map<number, number>();
  withNew.forEach((pair, position) => {
    for (const part of pair.old) {
      const index = oldIndex.get(part.article) ?? -1;
      if (!positionOfOld.has(index)) positionOfOld.set(index, position);
    }
  });
  const keyed = withNew.map((pair, position) => ({ pair, key: position, old: firstOld(pair) }));
  for (const pair of pairs.filter((candidate) => candidate.new.length === 0)) {
    const old = firstOld(pair);
    let key = -0.5;
    for (let before = old - 1; before >= 0; before -= 1) {
      const position = positionOfOld.get(before);
      if (position !== undefined) {
        key = position + 0.5;
        break;
      }
    }
    keyed.push({ pair, key, old });
  }
  keyed.sort((a, b) => a.key - b.key || a.old - b.old);
  return keyed.map((entry) => entry.pair);
}

/** Aligns the articles of an older and a newer version of one law (see the top of the file). */
export function alignArticles(
  oldArticles: TCompareArticle[],
  newArticles: TCompareArticle[],
): TAlignedPair[] {
  const oldRefs = paragraphsOf(oldArticles);
  const newRefs = paragraphsOf(newArticles);
  // An article's bigrams are its paragraphs' (the pair across a paragraph break is no word).
  const articleGrams = (refs: TParagraphRef[], count: number) => {
    const grams = Array.from({ length: count }, (): TBigrams => new Set());
    for (const ref of refs) for (const gram of ref.grams) grams[ref.article]?.add(gram);
    return grams;
  };
  const oldGrams = articleGrams(oldRefs, oldArticles.length);
  const newGrams = articleGrams(newRefs, newArticles.length);
  const matrix = similarityMatrix(oldGrams, newGrams);
  const columns = newArticles.length;

  const matched: [number, number, boolean][] = alignInOrder(
    matrix,
    oldArticles.length,
    columns,
    PAIR_MIN_SIMILARITY,
  ).map(([row, column]) => [row, column, false]);
  const oldPaired = new Set(matched.map(([row]) => row));
  const newPaired = new Set(matched.map(([, column]) => column));
  const oldLeft = oldArticles.flatMap((_, index) => (oldPaired.has(index) ? [] : [index]));
  const newLeft = newArticles.flatMap((_, index) => (newPaired.has(index) ? [] : [index]));
  for (const [row, column] of pairMoved(matrix, columns, oldLeft, newLeft)) {
    matched.push([row, column, true]);
    oldPaired.add(row);
    newPaired.add(column);
  }

  const flat = (refs: TParagraphRef[], article: number) => {
    const indices: number[] = [];
    // Refs are in article order: a binary search finds the article's first paragraph.
    let low = 0;
    let high = refs.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((refs[middle]?.article ?? Infinity) < article) low = middle + 1;
      else high = middle;
    }
    for (let index = low; refs[index]?.article === article; index += 1) indices.push(index);
    return indices;
  };
  const drafts: TDraftPair[] = [
    ...matched.map(([row, column, moved]) => ({
      old: flat(oldRefs, row),
      new: flat(newRefs, column),
      moved,
    })),
    ...newArticles.flatMap((_, column) =>
      newPaired.has(column) ? [] : [{ old: [], new: flat(newRefs, column), moved: false }],
    ),
    ...oldArticles.flatMap((_, row) =>
      oldPaired.has(row) ? [] : [{ old: flat(oldRefs, row), new: [], moved: false }],
    ),
  ];
  adoptOrphans(drafts, oldRefs, newRefs);
  const pairs = drafts
    .filter((draft) => draft.old.length > 0 || draft.new.length > 0)
    .map((draft) => ({
      old: partsOf(oldArticles, oldRefs, draft.old),
      new: partsOf(newArticles, newRefs, draft.new),
      moved: draft.moved,
    }));
  return orderPairs(pairs, oldArticles);
}
