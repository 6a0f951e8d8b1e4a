import { z } from 'zod';
import { defineCall } from '../call';
import { zFreeText, zId, zInt, zText } from '../fields';
import { ZSiteCodeSchema } from './admin';
import { ZLoginResultSchema } from './auth-login';
import { ZAuthEntrySchema } from './identity-fields';

// Activation codes (激活码): operators issue batches, as publishers sell them on cards and
// inside paper books; a logged-in user redeems one for a personal authorisation of N days.

/**
 * The letters and digits of a code: no 0/O and no 1/I, which readers mix up. 32 symbols, so
 * a 12-symbol code carries 60 random bits.
 */
export const ACTIVATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ACTIVATION_CODE_LENGTH = 12;
/** Symbols per group in the printed form XXXX-XXXX-XXXX. */
export const ACTIVATION_GROUP = 4;
/** Most codes one batch may have. */
export const ACTIVATION_BATCH_MAX = 10_000;

/** A typed code as stored: upper case, without dashes or spaces (full-width dashes too). */
export function normaliseActivationCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s\-‐‑‒–—―－_]/g, '');
}

/** The printed form of a normalised code: XXXX-XXXX-XXXX. */
export function formatActivationCode(code: string): string {
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += ACTIVATION_GROUP) {
    groups.push(code.slice(i, i + ACTIVATION_GROUP));
  }
  return groups.join('-');
}

const CODE_PATTERN = new RegExp(`^[${ACTIVATION_ALPHABET}]{${ACTIVATION_CODE_LENGTH}}$`);
const LOOKALIKES = /[0O1I]/;

/** Why a typed code cannot be one of ours, or undefined when its form is right. */
export function activationCodeProblem(typed: string): string | undefined {
  const code = normaliseActivationCode(typed);
  if (code.length === 0) return '请输入激活码';
  if (LOOKALIKES.test(code)) return '激活码中没有数字 0、1 和字母 O、I，请核对后重新输入';
  if (!CODE_PATTERN.test(code)) return '激活码为 12 位字母和数字，形如 ABCD-EFGH-JKLM';
  return undefined;
}

/** A code as typed (case and dashes do not matter); answers the normalised code. */
export const ZActivationCodeSchema = zText({ max: 40, maxMessage: '激活码格式不正确' })
  .superRefine((typed, context) => {
    const problem = activationCodeProblem(typed);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(normaliseActivationCode);

/**
 * POST /flks/auth/activation/redeem: a logged-in user redeems a code. The user gains the
 * batch's personal authorisation for its days (an authorisation of the same name is extended
 * from its expiry instead). A book's code unlocks that book instead (see /flks/book/redeem).
 * Answers the login result as it now stands (new tokens, isAuth, auths), the authorisation
 * granted or extended and whether it was extended, or the book unlocked.
 */
export const redeemActivationCall = defineCall({
  path: '/flks/auth/activation/redeem',
  request: z.object({ code: ZActivationCodeSchema }),
  data: ZLoginResultSchema.extend({
    /** The authorisation granted or extended; null for a book's code. */
    granted: ZAuthEntrySchema.nullable(),
    /**
     * The book a book's code unlocked (its digital edition, for good); null otherwise (and when
     * absent: replies of servers before book codes).
     */
    book: z.object({ bookId: z.number().int(), title: z.string() }).nullable().default(null),
    /** Days the code added (0 for a book's code). */
    days: z.number().int(),
    /** True when an authorisation of that name was extended rather than a new one created. */
    extended: z.boolean(),
  }),
});

/** YYYY-MM-DD (to the end of that day, China time) or an ISO time with its offset. */
const ZValidUntilSchema = zText({ min: 1, max: 40 })
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/,
    '有效期格式不正确，例如 2027-12-31 或 2027-12-31T23:59:59+08:00',
  )
  .refine((text) => !Number.isNaN(Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text)), {
    message: '有效期不是一个存在的日期',
  });

/** One batch of codes, as operators see it. */
export const ZActivationBatchSchema = z.object({
  batchId: z.number().int(),
  siteCode: z.string(),
  /** The authorisation the codes grant (a book batch: the book's title). */
  name: z.string(),
  /** A book batch's book: its codes unlock that book instead of granting an authorisation. */
  bookId: z.number().int().nullable(),
  days: z.number().int(),
  /** Codes may be redeemed until this ISO time stamp. */
  validUntil: z.string(),
  count: z.number().int(),
  used: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
});
export type TActivationBatch = z.infer<typeof ZActivationBatchSchema>;

/**
 * POST /flks/admin/activation/create (operators): a batch of `count` codes granting the
 * personal authorisation `name` for `days`, or (with `bookId`, no name or days) unlocking that
 * book, redeemable until `validUntil`. The codes are in the answer only: the server keeps a
 * keyed hash of each, so nobody can read them back.
 */
export const adminCreateActivationCall = defineCall({
  path: '/flks/admin/activation/create',
  request: z
    .object({
      siteCode: ZSiteCodeSchema,
      name: zText({ min: 1, max: 100 }).optional(),
      days: zInt({ min: 1, max: 36_500, label: '天数' }).optional(),
      bookId: zId('图书编号').optional(),
      count: zInt({ min: 1, max: ACTIVATION_BATCH_MAX, label: '数量' }),
      validUntil: ZValidUntilSchema,
      note: zFreeText({ max: 500, trim: true }).default(''),
    })
    .superRefine((batch, context) => {
      if (batch.bookId !== undefined) {
        if (batch.name !== undefined || batch.days !== undefined) {
          context.addIssue({ code: 'custom', message: '图书兑换码不需要授权名称和天数' });
        }
      } else if (batch.name === undefined || batch.days === undefined) {
        context.addIssue({ code: 'custom', message: '请填写授权名称和天数，或指定图书编号' });
      }
    }),
  data: ZActivationBatchSchema.extend({
    /** The codes, XXXX-XXXX-XXXX: shown this once. */
    codes: z.array(z.string()),
  }),
});

/** POST /flks/admin/activation/batches (operators): every batch of a site, newest first. */
export const adminListActivationCall = defineCall({
  path: '/flks/admin/activation/batches',
  request: z.object({ siteCode: ZSiteCodeSchema }),
  data: z.array(ZActivationBatchSchema),
});
