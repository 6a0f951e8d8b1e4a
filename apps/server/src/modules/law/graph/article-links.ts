import type {
  TLawLinkedNote,
  TLawLinkedQuestion,
  TLawLinkedWriting,
} from '@yzfk/contract/calls/law-relations';

/**
 * What other modules hold about a law's articles (wired in modules.ts): the question bank's
 * questions linked to them, our articles citing them and a user's notes on them. They stay in their modules' tables (by
 * law id and ordinal) rather than being copied into the citation graph (decision 0040).
 */
export type TLawArticleLinks = {
  /** How many questions are linked to each article of a law, by ordinal. */
  questionCounts: (lawId: number) => Promise<Map<number, number>>;
  /** The questions linked to one article, with the user's last result (null for a visitor). */
  questionsAt: (
    lawId: number,
    ordinal: number,
    userId: number | null,
    limit: number,
  ) => Promise<TLawLinkedQuestion[]>;
  /** How many published articles of ours cite each article of a law: case analyses apart. */
  writingCounts: (lawId: number) => Promise<Map<number, { case: number; other: number }>>;
  /** Our published articles citing one article. */
  writingsAt: (lawId: number, ordinal: number, limit: number) => Promise<TLawLinkedWriting[]>;
  /** How many notes the user has on each article of a law, by ordinal. */
  noteCounts: (userId: number, lawId: number) => Promise<Map<number, number>>;
  /** The user's notes on one article. */
  notesAt: (
    userId: number,
    lawId: number,
    ordinal: number,
    limit: number,
  ) => Promise<TLawLinkedNote[]>;
};

/** No questions, articles or notes: for a graph read without the other modules (tests, scripts). */
export const NO_ARTICLE_LINKS: TLawArticleLinks = {
  questionCounts: () => Promise.resolve(new Map()),
  questionsAt: () => Promise.resolve([]),
  writingCounts: () => Promise.resolve(new Map()),
  writingsAt: () => Promise.resolve([]),
  noteCounts: () => Promise.resolve(new Map()),
  notesAt: () => Promise.resolve([]),
};
