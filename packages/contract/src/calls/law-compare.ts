import { z } from 'zod';
import { defineCall } from '../call';
import { zId } from '../fields';
import { ZLawVersionSchema } from './law';

// 新旧对照: two versions of one law, their articles aligned by what they say (an amendment
// renumbers, moves, splits and merges articles), each pair with its status and changed words.

/** What happened to an aligned pair of articles between the two versions. */
export const COMPARE_STATUSES = ['added', 'deleted', 'changed', 'unchanged'] as const;
export type TCompareStatus = (typeof COMPARE_STATUSES)[number];

/** How the pages name each status. */
export const COMPARE_STATUS_LABELS: Record<TCompareStatus, string> = {
  added: '新增',
  deleted: '删除',
  changed: '修改',
  unchanged: '未变',
};

/** A run of text: in both versions (same), only in the older (del) or only in the newer (ins). */
export const ZCompareSpanSchema = z.object({
  text: z.string(),
  change: z.enum(['same', 'del', 'ins']),
});
export type TCompareSpan = z.infer<typeof ZCompareSpanSchema>;

/** One row of a pair: a paragraph (款) of each version, or of one only (null on the other). */
export const ZCompareRowSchema = z.object({
  old: z.array(ZCompareSpanSchema).nullable(),
  new: z.array(ZCompareSpanSchema).nullable(),
});
export type TCompareRow = z.infer<typeof ZCompareRowSchema>;

/** An article of one side of a pair (the law page's #art-{ordinal}). */
export const ZCompareSideSchema = z.object({
  ordinal: z.number().int(),
  number: z.string().nullable(),
  /** The paragraphs (款, from 1) of the article in this pair. */
  paragraphs: z.array(z.number().int()),
  /** Only some of its paragraphs are here: the rest moved to (or came from) other articles. */
  partial: z.boolean(),
});
export type TCompareSide = z.infer<typeof ZCompareSideSchema>;

export const ZComparePairSchema = z.object({
  status: z.enum(COMPARE_STATUSES),
  /** Paired out of order: the article moved to another place in the law. */
  moved: z.boolean(),
  /** The older version's articles ([] when added; several when merged into one). */
  old: z.array(ZCompareSideSchema),
  /** The newer version's articles ([] when deleted; several when split). */
  new: z.array(ZCompareSideSchema),
  rows: z.array(ZCompareRowSchema),
});
export type TComparePair = z.infer<typeof ZComparePairSchema>;

/**
 * POST /flks/law/compare: two versions of one law compared, article by article, in the order
 * of the `to` version (deleted articles where they stood). `from` is shown as the older side
 * whatever the dates; the pages ask older → newer.
 */
export const compareLawVersionsCall = defineCall({
  path: '/flks/law/compare',
  request: z.object({ fromId: zId('对照的旧版本'), toId: zId('对照的新版本') }),
  data: z.object({
    from: ZLawVersionSchema,
    to: ZLawVersionSchema,
    /** Every version of the law, newest first (the pages offer them to compare). */
    versions: z.array(ZLawVersionSchema),
    counts: z.object({
      added: z.number().int(),
      deleted: z.number().int(),
      changed: z.number().int(),
      unchanged: z.number().int(),
    }),
    pairs: z.array(ZComparePairSchema),
  }),
});
export type TLawComparison = z.infer<typeof compareLawVersionsCall.data>;
