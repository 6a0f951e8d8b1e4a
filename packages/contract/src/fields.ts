import { z } from 'zod';

// The primitives every request field is built from. PostgreSQL refuses some values a JSON body
// can carry (a NUL character in text, a number beyond the 32-bit `integer` columns), so they are
// refused or cleaned here, at the edge, with a message a user can act on, and never reach a
// query. Every text and id field of every call uses one of these (decision 0012).

/** The largest value of a PostgreSQL `integer` column (ids, counts, days). */
export const INT32_MAX = 2_147_483_647;

/** Control characters: C0 (NUL included), DEL and C1. No text field may carry these. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Control characters free text may not keep: all of CONTROL except tab and line breaks. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/**
 * Unpaired surrogate halves: not text, and not representable in UTF-8. Not global: a global
 * expression keeps its place between .test() calls, so every second broken text passed (issue
 * 27; the lint rule local/no-stateful-regex). Removing them all makes a global copy per call.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTER_MESSAGE = '不能包含控制字符';

type TTextOptions = {
  /** Longest accepted length, in characters (UTF-16 units, as zod counts). */
  max: number;
  /** Shortest accepted length after trimming (default 0). */
  min?: number;
  /** What a too-long text is told (default: 不能超过 N 个字). */
  maxMessage?: string;
  /** What a too-short text is told. */
  minMessage?: string;
  /** What a missing or non-text value is told (default: zod's message). */
  typeMessage?: string;
  /**
   * What the text is (标签, 笔记内容): the default messages name it (标签不能超过 20 个字,
   * 标签不能为空, 标签必须是文字).
   */
  label?: string;
};

/** The messages of a text field: the ones given, else built from its label and limits. */
function textMessages(options: TTextOptions) {
  const { max, min = 0, label = '' } = options;
  return {
    max: options.maxMessage ?? `${label}不能超过 ${max} 个字`,
    min: options.minMessage ?? (min === 1 ? `${label}不能为空` : `${label}至少 ${min} 个字`),
    type: options.typeMessage ?? (label ? `${label}必须是文字` : undefined),
  };
}

/**
 * One line of text (names, filters, keywords, codes): trimmed, bounded, and refused when it
 * carries a control character or a broken surrogate.
 */
export function zText(options: TTextOptions) {
  const { max, min = 0 } = options;
  const messages = textMessages(options);
  return z
    .string(messages.type === undefined ? undefined : { error: messages.type })
    .trim()
    .max(max, messages.max)
    .min(min, messages.min)
    .refine((text) => !CONTROL.test(text), CONTROL_CHARACTER_MESSAGE)
    .refine((text) => !LONE_SURROGATE.test(text), '包含无法识别的字符');
}

/** The longest short title an operator gives (a banner slide, a countdown's exam, an exam paper). */
export const SHORT_TITLE_MAX = 40;

/** A short title an operator gives: 1 to SHORT_TITLE_MAX characters. */
export function zShortTitle() {
  return zText({ min: 1, max: SHORT_TITLE_MAX });
}

/**
 * Free text a user writes (notes, answers, descriptions): line breaks and tabs are kept, other
 * control characters and broken surrogates are dropped rather than refused (they come from
 * pasting, and the user could not see or remove them), line ends become `\n`; then bounded.
 * `trim` also drops surrounding white space (a note; an answer keeps its layout).
 */
export function zFreeText(options: TTextOptions & { trim?: boolean }) {
  const { max, min = 0 } = options;
  const messages = textMessages(options);
  return z
    .string(messages.type === undefined ? undefined : { error: messages.type })
    .transform((text) => {
      const clean = text
        .replace(/\r\n?/g, '\n')
        .replace(CONTROL_BUT_LAYOUT, '')
        .replace(new RegExp(LONE_SURROGATE, 'g'), '');
      return options.trim ? clean.trim() : clean;
    })
    .pipe(z.string().max(max, messages.max).min(min, messages.min));
}

/**
 * A number from JSON, or a numeric string (ids and pages travel in URLs). Only those two:
 * `true`, `null`, `[]` or `[5]` are not numbers, though JavaScript's Number() says otherwise.
 */
function numeric<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    schema,
  );
}

/**
 * The id of a stored row (a 32-bit serial): a positive integer up to INT32_MAX. Accepts a
 * numeric string too (ids travel in URLs); `label` names it in the message, e.g. 法规编号.
 */
export function zId(label = '编号') {
  return numeric(
    z
      .number({ error: `${label}必须是数字` })
      .int(`${label}必须是整数`)
      .positive(`${label}必须是正整数`)
      .max(INT32_MAX, `${label}超出范围`),
  );
}

type TIntOptions = {
  min: number;
  max: number;
  label?: string;
  /** What a too-small number is told (default: <label>不能小于 <min>). */
  minMessage?: string;
  /** What a too-large number is told (default: <label>不能大于 <max>). */
  maxMessage?: string;
};

/** A whole number stored in an `integer` column (days, counts, years), within [min, max]. */
export function zInt(options: TIntOptions) {
  const label = options.label ?? '数值';
  const max = Math.min(options.max, INT32_MAX);
  const min = Math.max(options.min, -INT32_MAX - 1);
  return numeric(
    z
      .number({ error: `${label}必须是数字` })
      .int(`${label}必须是整数`)
      .min(min, options.minMessage ?? `${label}不能小于 ${min}`)
      .max(max, options.maxMessage ?? `${label}不能大于 ${max}`),
  );
}

/** A UUID (session and practice ids); anything else is refused before it reaches a uuid column. */
export function zUuid(message = '编号格式不正确') {
  return z.uuid({ error: message });
}

/** The last page a list call accepts (the web reads `?page=` up to it as well). */
export const PAGE_MAX = 10_000;
/** The most rows one page of a list holds, unless the call allows more. */
export const PAGE_SIZE_MAX = 50;

/** A list call's page number, from 1 to PAGE_MAX; page 1 when not given. */
export function zPage() {
  return zInt({ min: 1, max: PAGE_MAX, label: '页码', minMessage: '页码从 1 开始' }).default(1);
}

/**
 * A list call's page size, from 1 to `max` (PAGE_SIZE_MAX unless the call allows more). Each
 * call adds its own default with `.default(n)`: the page sizes of the lists differ.
 */
export function zPageSize(max = PAGE_SIZE_MAX) {
  return zInt({ min: 1, max, label: '每页条数', maxMessage: `每页最多 ${max} 条` });
}

/**
 * What a page of a list reply says besides its rows: how many rows the list has in all, which
 * page this is and how many rows a page holds (spread into the reply's object).
 */
export const ZPageReplyFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};
