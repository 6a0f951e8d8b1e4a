import type { TArticleHit } from './law-search';

/** An article as both search paths read it from law_articles a and law_documents d (d.title). */
export type TArticleRow = {
  id: number;
  law_id: number;
  title: string;
  level: string;
  status: string;
  number: string | null;
  ordinal: number;
  headings: string[];
  paragraphs: string[];
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
