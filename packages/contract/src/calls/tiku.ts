import { z } from 'zod';
import { defineCall } from '../call';
import { zPage, ZPageReplyFields } from '../fields';
import { ZBankId, ZPageSize, ZPracticeSessionSchema } from './tiku-shapes';

// The question bank's catalogue: banks, subjects with chapter trees and the user's progress,
// and papers. Anonymous visitors see the catalogue without progress.

export const ZBankSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isFree: z.boolean(),
  /** The caller may practise it: free, or the session holds a valid authorisation. */
  accessible: z.boolean(),
  isSample: z.boolean(),
  questionCount: z.number().int(),
});
export type TBank = z.infer<typeof ZBankSchema>;

/** Counts of a chapter (or subject) for the caller. */
const ZProgress = {
  questionCount: z.number().int(),
  /** Distinct questions the user has answered. */
  answeredCount: z.number().int(),
  /** Right answers over all answers given, 0–1; null before any. */
  accuracy: z.number().nullable(),
};

export type TChapterNode = {
  id: number;
  name: string;
  questionCount: number;
  answeredCount: number;
  accuracy: number | null;
  children: TChapterNode[];
};
export const ZChapterNodeSchema: z.ZodType<TChapterNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    ...ZProgress,
    children: z.array(ZChapterNodeSchema),
  }),
);

export const ZSubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...ZProgress,
  /** Questions of the subject outside any chapter are counted in the subject only. */
  chapters: z.array(ZChapterNodeSchema),
});
export type TSubject = z.infer<typeof ZSubjectSchema>;

/** POST /flks/tiku/catalog: banks, and one bank's subjects and chapters with progress. */
export const getCatalogCall = defineCall({
  path: '/flks/tiku/catalog',
  request: z.object({
    /** Default: the first bank the caller may practise. */
    bankId: ZBankId.optional(),
  }),
  data: z.object({
    banks: z.array(ZBankSchema),
    bankId: z.number().int().nullable(),
    subjects: z.array(ZSubjectSchema),
    /** The user's latest unfinished chapter, mistakes or favourites session, to resume. */
    resume: ZPracticeSessionSchema.nullable(),
  }),
});

export const PAPER_KINDS = ['past', 'mock'] as const;
export type TPaperKind = (typeof PAPER_KINDS)[number];

export const ZPaperSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAPER_KINDS),
  title: z.string(),
  year: z.number().int().nullable(),
  bankId: z.number().int(),
  bankName: z.string(),
  accessible: z.boolean(),
  questionCount: z.number().int(),
  totalPoints: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  partialCredit: z.boolean(),
  /** The user's best submitted score. */
  bestScore: z.number().int().nullable(),
  /** An unfinished session of this paper, to continue. */
  unfinishedSessionId: z.string().nullable(),
});
export type TPaperSummary = z.infer<typeof ZPaperSummarySchema>;

/** POST /flks/tiku/papers: past papers (newest first) and mock papers. */
export const listPapersCall = defineCall({
  path: '/flks/tiku/papers',
  request: z.object({
    kind: z.enum(PAPER_KINDS).optional(),
    bankId: ZBankId.optional(),
    page: zPage(),
    pageSize: ZPageSize,
  }),
  data: z.object({
    ...ZPageReplyFields,
    list: z.array(ZPaperSummarySchema),
  }),
});
