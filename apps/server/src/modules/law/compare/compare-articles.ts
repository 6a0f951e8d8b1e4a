import { alignArticles, type TCompareArticle, type TPairPart } from './align-articles';
import { diffParagraphs, rowsChanged, type TDiffRow } from './diff-paragraphs';

// Two versions of a law compared: the aligned pairs (align-articles.ts) with their status and
// their changed words (diff-paragraphs.ts), in the newer version's order, and the counts.

export type TCompareStatus = 'added' | 'deleted' | 'changed' | 'unchanged';

/** One side's article in a pair, and whether the pair holds only some of its paragraphs. */
export type TPairSide = {
  ordinal: number;
  number: string | null;
  /** 1-based paragraphs (款) of the article in this pair. */
  paragraphs: number[];
  /** Only some of its paragraphs are here: the rest went to (or came from) other articles. */
  partial: boolean;
};

export type TComparePair = {
  status: TCompareStatus;
  moved: boolean;
  old: TPairSide[];
  new: TPairSide[];
  rows: TDiffRow[];
};

export type TComparison = {
  pairs: TComparePair[];
  counts: Record<TCompareStatus, number>;
};

function sidesOf(parts: TPairPart[]): TPairSide[] {
  return parts.map(({ article, paragraphs }) => ({
    ordinal: article.ordinal,
    number: article.number,
    paragraphs: paragraphs.map((index) => index + 1),
    partial: paragraphs.length < article.paragraphs.length,
  }));
}

function textsOf(parts: TPairPart[]): string[] {
  return parts.flatMap(({ article, paragraphs }) =>
    paragraphs.map((index) => article.paragraphs[index] ?? ''),
  );
}

/**
 * The text as compared: the corpus keeps zero-width spaces as layout (a heading's blank line
 * is an unnumbered block of just that), which are no one's words.
 */
function cleaned(articles: TCompareArticle[]): TCompareArticle[] {
  return articles.flatMap((article) => {
    const paragraphs = article.paragraphs
      .map((text) => text.replace(/[\u200b\ufeff]/gu, '').trim())
      .filter(Boolean);
    return paragraphs.length > 0 ? [{ ...article, paragraphs }] : [];
  });
}

/** Compares an older and a newer version's articles (pure: the service reads them). */
export function compareArticles(
  oldArticles: TCompareArticle[],
  newArticles: TCompareArticle[],
): TComparison {
  const counts: Record<TCompareStatus, number> = {
    added: 0,
    deleted: 0,
    changed: 0,
    unchanged: 0,
  };
  const pairs = alignArticles(cleaned(oldArticles), cleaned(newArticles)).map(
    (pair): TComparePair => {
      const rows = diffParagraphs(textsOf(pair.old), textsOf(pair.new));
      const status: TCompareStatus =
        pair.old.length === 0
          ? 'added'
          : pair.new.length === 0
            ? 'deleted'
            : rowsChanged(rows)
              ? 'changed'
              : 'unchanged';
      counts[status] += 1;
      return { status, moved: pair.moved, old: sidesOf(pair.old), new: sidesOf(pair.new), rows };
    },
  );
  return { pairs, counts };
}
