import { z } from 'zod';
import { defineCall } from '../call';
import { zId } from '../fields';

// The badges beside every article of a law page (法条联想): how many texts and records relate to
// each article, for the whole law in one call, asked for after the page's first paint.

/**
 * What a badge counts: interpretations and cases that cite the article (our case analyses
 * among the cases), the other texts citing it (laws, regulations, its own law: 引用), the
 * articles it applies (适用, outside its own document), the questions linked to it (真题), our
 * other articles citing it (文章) and the caller's notes on it (我的笔记).
 */
export const LAW_BADGES = [
  'interpretation',
  'case',
  'cites',
  'applies',
  'questions',
  'writings',
  'notes',
] as const;
export type TLawBadge = (typeof LAW_BADGES)[number];

/** The counts of one article: each badge's number (0 when there is nothing). */
export const ZLawArticleCountsSchema = z.object({
  ordinal: z.number().int(),
  interpretation: z.number().int(),
  case: z.number().int(),
  cites: z.number().int(),
  applies: z.number().int(),
  questions: z.number().int(),
  writings: z.number().int(),
  /** Always 0 for a visitor who has not logged in. */
  notes: z.number().int(),
});
export type TLawArticleCounts = z.infer<typeof ZLawArticleCountsSchema>;

/**
 * POST /flks/law/relation-counts: the badge counts of every article of a law that has any
 * (articles with none are left out), in article order.
 */
export const getLawRelationCountsCall = defineCall({
  path: '/flks/law/relation-counts',
  request: z.object({ lawId: zId('法规编号') }),
  data: z.object({ articles: z.array(ZLawArticleCountsSchema) }),
});
export type TLawRelationCounts = z.infer<typeof getLawRelationCountsCall.data>;
