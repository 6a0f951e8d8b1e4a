import { z } from 'zod';
import { defineCall } from '../call';
import { ZLawArticleRefSchema } from './law';

// The law graph beside an article (法条联想): the texts that cite it and the articles it applies,
// grouped by what kind of text they are; built from the library's own citations at import.

/**
 * What kind of text cites an article: a judicial interpretation, a case, a law, a regulation
 * (行政法规, 部门规章, 地方性法规), an amendment that changed it (刑法修正案（十一）'s item 将刑法第
 * 二百七十一条修改为, a 关于修改…的决定), anything else; internal within one document (本法第X条).
 */
export const LAW_RELATION_KINDS = [
  'interpretation',
  'case',
  'law',
  'regulation',
  'amends',
  'other',
  'internal',
] as const;
export type TLawRelationKind = (typeof LAW_RELATION_KINDS)[number];

/**
 * Why two articles are related: `cites`, the text names the article (适用《民法典》第五百八十六条);
 * `subject`, inferred by the library from what both are about (an interpretation article on 定金
 * that cites the neighbouring article), weaker, shown after the explicit ones.
 */
export const LAW_RELATION_BASES = ['cites', 'subject'] as const;
export type TLawRelationBasis = (typeof LAW_RELATION_BASES)[number];

/** Most entries one group lists (its count says how many there are). */
export const LAW_RELATIONS_LISTED = 50;

/** One article at the other end of a citation, addressed as the law page addresses it. */
export const ZLawRelationSchema = z.object({
  lawId: z.number().int(),
  ordinal: z.number().int(),
  lawTitle: z.string(),
  /** 第五百八十七条; null for a block without a number (a section of a case). */
  number: z.string().nullable(),
  level: z.string(),
  status: z.string(),
  basis: z.enum(LAW_RELATION_BASES),
});
export type TLawRelation = z.infer<typeof ZLawRelationSchema>;

/** The citations of one kind: how many, and the first LAW_RELATIONS_LISTED of them. */
export const ZLawRelationGroupSchema = z.object({
  kind: z.enum(LAW_RELATION_KINDS),
  count: z.number().int(),
  items: z.array(ZLawRelationSchema),
});
export type TLawRelationGroup = z.infer<typeof ZLawRelationGroupSchema>;

/** A caller's last result on a question: right, wrong, or not answered yet (未做). */
export const QUESTION_RESULTS = ['right', 'wrong', 'none'] as const;
export type TQuestionResult = (typeof QUESTION_RESULTS)[number];

/** A question of the question bank linked to the article. */
export const ZLawLinkedQuestionSchema = z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  /** single, multiple, indefinite or subjective. */
  type: z.string(),
  /** The stem's first words. */
  title: z.string(),
  sourceYear: z.number().int().nullable(),
  /** The caller's last result; null for a visitor who has not logged in. */
  result: z.enum(QUESTION_RESULTS).nullable(),
});
export type TLawLinkedQuestion = z.infer<typeof ZLawLinkedQuestionSchema>;

/** One of the caller's notes on the article. */
export const ZLawLinkedNoteSchema = z.object({
  id: z.number().int(),
  /** The note's first words, without its Markdown marks. */
  excerpt: z.string(),
  /** ISO 8601, as the notes calls answer it. */
  updatedAt: z.string(),
});
export type TLawLinkedNote = z.infer<typeof ZLawLinkedNoteSchema>;

/**
 * One of our own articles (文章) citing the article: a case analysis (栏目 案例分析) counts
 * under 案例 beside the library's cases, the others under 文章.
 */
export const ZLawLinkedWritingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Its column (ARTICLE_COLUMNS). */
  column: z.string(),
  isCase: z.boolean(),
});
export type TLawLinkedWriting = z.infer<typeof ZLawLinkedWritingSchema>;

/** Most questions, notes and articles of ours one article lists. */
export const LAW_LINKS_LISTED = 50;

/**
 * POST /flks/law/relations: an article's relations: the articles that cite it (citedBy), those
 * it cites (applies), each grouped by kind, the charge names (罪名) that belong to it, the
 * questions linked to it (with the caller's last result), our published articles citing it
 * (writings) and the caller's notes on it (none for a visitor).
 */
export const getLawRelationsCall = defineCall({
  path: '/flks/law/relations',
  request: ZLawArticleRefSchema,
  data: z.object({
    citedBy: z.array(ZLawRelationGroupSchema),
    applies: z.array(ZLawRelationGroupSchema),
    charges: z.array(z.object({ name: z.string(), abolished: z.boolean() })),
    questions: z.array(ZLawLinkedQuestionSchema),
    writings: z.array(ZLawLinkedWritingSchema),
    notes: z.array(ZLawLinkedNoteSchema),
  }),
});
export type TLawRelations = z.infer<typeof getLawRelationsCall.data>;
