/** What an article hit shows of the article as stored. */
type TArticleText = {
  level: string;
  status: string;
  number: string | null;
  ordinal: number;
  headings: string[];
  paragraphs: string[];
};

/** An article as both search paths read it from law_articles a and law_documents d (d.title). */
export type TArticleRow = TArticleText & { id: number; law_id: number; title: string };

/** One article hit, best first. */
export type TArticleHit = TArticleText & {
  articleId: number;
  lawId: number;
  lawTitle: string;
  score: number;
  /** The concept the query names, on the articles that define it (shown first). */
  concept?: string;
};

/** The hit a scored article row answers, with the concept it defines where it defines one. */
export function articleHitOf(row: TArticleRow & { score: number }, concept?: string): TArticleHit {
  return {
    articleId: row.id,
    lawId: row.law_id,
    lawTitle: row.title,
    level: row.level,
    status: row.status,
    number: row.number,
    ordinal: row.ordinal,
    headings: row.headings,
    paragraphs: row.paragraphs,
    score: row.score,
    ...(concept ? { concept } : {}),
  };
}
