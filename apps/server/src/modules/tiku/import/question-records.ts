import type { TQuestionType } from '@yzfk/contract/calls/tiku-shapes';
import type { TQuestionOption, TSubQuestion } from '../question.schema';

// What the parsers hand the importer: banks, questions and papers as read from a file (ours or
// JEC-QA) or written by the seed, with text already sanitised. Subjects, chapters, law links and
// database ids are the importer's business.

/** A question bank, found again by its code. */
export type TBankRecord = {
  code: string;
  name: string;
  description: string | null;
  isFree: boolean;
  isSample: boolean;
};

/** A law article named by a question, before it is looked up in the law database. */
export type TLawRefInput = { lawTitle: string; articleNumber: string | null };

export type TQuestionRecord = {
  /** Unique across banks: jecqa:1_4269, sample:civil-1. */
  externalId: string;
  bankCode: string;
  type: TQuestionType;
  /** As given by the source; null lets the classifier choose. */
  subject: string | null;
  /** Chapter names from the subject down joined with " / "; null lets the classifier choose. */
  chapterPath: string | null;
  stemHtml: string;
  options: TQuestionOption[];
  /** Sorted letters; empty for a subjective question. */
  answer: string[];
  explanationHtml: string | null;
  subQuestions: TSubQuestion[];
  lawRefs: TLawRefInput[];
  source: { year: number | null; paper: string | null; number: number | null };
  difficulty: number | null;
  tags: string[];
};

/** One section of a paper: its questions (by externalId) with their points. */
export type TPaperSectionRecord = {
  title: string;
  questions: { externalId: string; points: number }[];
};

export type TPaperRecord = {
  externalId: string;
  bankCode: string;
  kind: 'past' | 'mock';
  title: string;
  year: number | null;
  timeLimitMinutes: number | null;
  partialCredit: boolean;
  sections: TPaperSectionRecord[];
};

/** A line that was not imported, with its 1-based line number and a reason for the user. */
export type TRejection = { line: number; reason: string };

/** Everything read from one file (or written by the seed), ready to import. */
export type TParsedQuestionFile = {
  format: 'yzfk' | 'jecqa';
  /** Non-empty lines read. */
  lines: number;
  banks: TBankRecord[];
  questions: TQuestionRecord[];
  papers: TPaperRecord[];
  rejections: TRejection[];
};
