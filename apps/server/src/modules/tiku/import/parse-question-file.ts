import { z } from 'zod';
import {
  DEFAULT_POINTS,
  OPTION_KEYS,
  QUESTION_TYPES,
  type TQuestionType,
} from '@yzfk/contract/calls/tiku-shapes';
import { applyChineseValidationMessages } from '@yzfk/contract/zod-locale';
import { parseJecqaLine, JECQA_BANK } from './parse-jecqa';
import type {
  TBankRecord,
  TPaperRecord,
  TParsedQuestionFile,
  TQuestionRecord,
  TRejection,
} from './question-records';
import {
  htmlToText,
  inlineTextFromInput,
  richTextFromInput,
} from '../../../platform/html/sanitize-html';
import { formatChineseNumeral } from '../../../platform/text/chinese-numerals';

// Our question file format (docs/question-format.md): JSON Lines, one bank, question or paper
// per line, told apart by `kind`. Every line is checked on its own with zod, then against the
// others (a question's bank must be declared in the file, a paper's questions must be in it),
// so one bad line is rejected with its number and reason and the rest is imported.

// Rejection reasons are read by people running imports: zod's own messages in Chinese too.
applyChineseValidationMessages();

const ZText = z.string().trim().min(1, '不能为空');
const ZId = z.union([z.string().trim().min(1, '编号不能为空'), z.number().int()]).transform(String);

const ZBankLine = z.object({
  kind: z.literal('bank'),
  code: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, '题库代码只能含小写字母、数字和连字符'),
  name: ZText,
  description: z.string().nullish(),
  isFree: z.boolean({ error: '须写明 isFree（true 为免费，false 为需授权）' }),
  isSample: z.boolean().optional(),
});

const ZScoringPoint = z.object({
  text: ZText,
  points: z.number().int().positive('采分点的分值须为正整数'),
});

const ZSubQuestion = z.object({
  stem: ZText,
  referenceAnswer: ZText,
  scoringPoints: z.array(ZScoringPoint).default([]),
});

const ZQuestionLine = z.object({
  kind: z.literal('question'),
  id: ZId,
  bank: ZText,
  type: z.enum(QUESTION_TYPES),
  subject: z.string().trim().nullish(),
  chapter: z.string().trim().nullish(),
  stem: ZText,
  options: z.record(z.string(), z.string()).nullish(),
  answer: z.array(z.string()).nullish(),
  explanation: z.string().nullish(),
  lawRefs: z
    .array(
      z.object({
        lawTitle: ZText,
        articleNumber: z.union([z.string(), z.number().int().positive()]).nullish(),
      }),
    )
    .default([]),
  source: z
    .object({
      year: z.number().int().min(1950).max(2100).nullish(),
      paper: z.string().nullish(),
      number: z.number().int().positive().nullish(),
    })
    .nullish(),
  difficulty: z.number().int().min(1, '难度须为 1 到 5').max(5, '难度须为 1 到 5').nullish(),
  tags: z.array(ZText).default([]),
  subQuestions: z.array(ZSubQuestion).nullish(),
});

const ZPaperLine = z.object({
  kind: z.literal('paper'),
  id: ZId,
  bank: ZText,
  type: z.enum(['past', 'mock'], { error: '试卷类型须为 past（真题）或 mock（模拟）' }),
  title: ZText,
  year: z.number().int().min(1950).max(2100).nullish(),
  timeLimitMinutes: z.number().int().positive('限时须为正整数（分钟）').nullish(),
  partialCredit: z.boolean().default(false),
  sections: z
    .array(
      z.object({
        title: ZText,
        points: z.number().int().positive('每题分值须为正整数').nullish(),
        questions: z.array(ZId).min(1, '每个部分至少要有一道题'),
      }),
    )
    .min(1, '试卷至少要有一个部分'),
});

/** A line of our format as written (the seed types its records with these). */
export type TBankLine = z.input<typeof ZBankLine>;
export type TQuestionLine = z.input<typeof ZQuestionLine>;
export type TPaperLine = z.input<typeof ZPaperLine>;
export type TQuestionFileLine = TBankLine | TQuestionLine | TPaperLine;

/** A file that is in neither format, or cannot be read as text. */
export class QuestionFileFormatError extends Error {}

/** Stands for a line that is not JSON; rejected as such by parseOwnFormat. */
export const INVALID_JSON = Symbol('invalid JSON');

/** A rejection of one line: thrown inside the checks, caught per line. */
class LineRejection extends Error {}

function reject(reason: string): never {
  throw new LineRejection(reason);
}

function zodReason(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '格式不正确';
  const field = issue.path.join('.');
  return field ? `${issue.message}（${field}）` : issue.message;
}

/** A value from a line as the user wrote it, for a reason. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) reject(zodReason(result.error));
  return result.data;
}

/** An article number as statutes write it: 188, 第188条 → 第一百八十八条; others as given. */
export function formatArticleNumber(value: string | number): string {
  const text = String(value).trim();
  const match = /^第?(\d{1,4})条?(之[一二三四五六七八九十]+)?$/.exec(text);
  if (!match) return text;
  return `第${formatChineseNumeral(Number(match[1]))}条${match[2] ?? ''}`;
}

/** "合同/合同的订立" → "合同 / 合同的订立". */
function normaliseChapterPath(path: string): string {
  return path
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join(' / ');
}

function checkObjective(line: z.infer<typeof ZQuestionLine>): {
  options: TQuestionRecord['options'];
  answer: string[];
} {
  const entries = Object.entries(line.options ?? {});
  if (entries.length < 2) reject('客观题至少要有两个选项');
  for (const [key, text] of entries) {
    if (!(OPTION_KEYS as readonly string[]).includes(key)) {
      reject(`选项字母不正确：${key}（应为 A 到 H）`);
    }
    if (!text.trim()) reject(`选项 ${key} 没有内容`);
  }
  if (!line.answer || line.answer.length === 0) reject('缺少答案');
  const answer = [...new Set(line.answer.map((letter) => letter.trim()))].sort();
  const missing = answer.filter((letter) => !entries.some(([key]) => key === letter));
  if (missing.length > 0) reject(`答案中的选项不存在：${missing.join('、')}`);
  if (line.type === 'single' && answer.length !== 1) reject('单选题只能有一个答案');
  if (line.type === 'multiple' && answer.length < 2) reject('多选题至少要有两个答案');
  if (line.subQuestions?.length) reject('客观题不设小问 subQuestions');
  const options = entries
    .map(([key, text]) => ({ key, html: inlineTextFromInput(text) }))
    .sort((a, b) => a.key.localeCompare(b.key));
  return { options, answer };
}

function checkSubjective(line: z.infer<typeof ZQuestionLine>): TQuestionRecord['subQuestions'] {
  if (line.options && Object.keys(line.options).length > 0) reject('主观题不设选项');
  if (line.answer && line.answer.length > 0) reject('主观题不设 answer，参考答案写在小问中');
  if (!line.subQuestions || line.subQuestions.length === 0) {
    reject('主观题缺少小问 subQuestions');
  }
  return line.subQuestions.map((sub, index) => {
    if (sub.scoringPoints.length === 0) reject(`主观题第 ${index + 1} 问缺少采分点`);
    return {
      stemHtml: richTextFromInput(sub.stem),
      referenceHtml: richTextFromInput(sub.referenceAnswer),
      scoringPoints: sub.scoringPoints,
    };
  });
}

function toQuestionRecord(line: z.infer<typeof ZQuestionLine>): TQuestionRecord {
  const stemHtml = richTextFromInput(line.stem);
  if (!htmlToText(stemHtml)) reject('题干为空');
  const type: TQuestionType = line.type;
  const objective = type === 'subjective' ? null : checkObjective(line);
  const subQuestions = type === 'subjective' ? checkSubjective(line) : [];
  const chapterPath = line.chapter ? normaliseChapterPath(line.chapter) : null;
  if (chapterPath && !line.subject) reject('给出章节 chapter 时须同时给出科目 subject');
  const explanation = line.explanation?.trim() ? richTextFromInput(line.explanation) : null;
  return {
    externalId: `${line.bank}:${line.id}`,
    bankCode: line.bank,
    type,
    subject: line.subject || null,
    chapterPath: chapterPath || null,
    stemHtml,
    options: objective?.options ?? [],
    answer: objective?.answer ?? [],
    explanationHtml: explanation || null,
    subQuestions,
    lawRefs: line.lawRefs.map((ref) => ({
      lawTitle: ref.lawTitle.replace(/^《(.*)》$/, '$1'),
      articleNumber: ref.articleNumber == null ? null : formatArticleNumber(ref.articleNumber),
    })),
    source: {
      year: line.source?.year ?? null,
      paper: line.source?.paper?.trim() || null,
      number: line.source?.number ?? null,
    },
    difficulty: line.difficulty ?? null,
    tags: line.tags,
  };
}

type TPaperDraft = { line: number; value: z.infer<typeof ZPaperLine> };

/** A paper's sections with each question's points, once all questions are known. */
function toPaperRecord(
  draft: TPaperDraft['value'],
  questions: Map<string, TQuestionRecord>,
): TPaperRecord {
  const seen = new Set<string>();
  const sections = draft.sections.map((section) => ({
    title: section.title,
    questions: section.questions.map((id) => {
      const externalId = `${draft.bank}:${id}`;
      const question = questions.get(externalId);
      if (!question) reject(`试卷引用了不存在或未通过校验的题目：${id}`);
      if (question.type === 'subjective') reject(`试卷只收客观题，${id} 是主观题`);
      if (seen.has(externalId)) reject(`试卷中题目重复：${id}`);
      seen.add(externalId);
      return { externalId, points: section.points ?? DEFAULT_POINTS[question.type] };
    }),
  }));
  return {
    externalId: `${draft.bank}:paper:${draft.id}`,
    bankCode: draft.bank,
    kind: draft.type,
    title: draft.title,
    year: draft.year ?? null,
    timeLimitMinutes: draft.timeLimitMinutes ?? null,
    partialCredit: draft.partialCredit,
    sections,
  };
}

/** Lines of our format (already JSON values) → records and rejections. */
export function parseOwnFormat(entries: { line: number; value: unknown }[]): TParsedQuestionFile {
  const rejections: TRejection[] = [];
  const banks = new Map<string, TBankRecord>();
  const questionLines: { line: number; value: z.infer<typeof ZQuestionLine> }[] = [];
  const paperLines: TPaperDraft[] = [];
  const attempt = (line: number, check: () => void) => {
    try {
      check();
    } catch (error) {
      if (!(error instanceof LineRejection)) throw error;
      rejections.push({ line, reason: error.message });
    }
  };
  // First pass: each line on its own.
  for (const { line, value } of entries) {
    attempt(line, () => {
      if (value === INVALID_JSON) reject('不是合法的 JSON');
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        reject('每行须是一个 JSON 对象');
      }
      const kind: unknown = (value as { kind?: unknown }).kind;
      if (kind === 'bank') {
        const bank = parseWith(ZBankLine, value);
        if (banks.has(bank.code)) reject(`题库代码重复：${bank.code}`);
        banks.set(bank.code, {
          code: bank.code,
          name: bank.name,
          description: bank.description?.trim() || null,
          isFree: bank.isFree,
          isSample: bank.isSample ?? false,
        });
      } else if (kind === 'question') {
        const type: unknown = (value as { type?: unknown }).type;
        if (!(QUESTION_TYPES as readonly unknown[]).includes(type)) {
          reject(type === undefined ? '缺少题型 type' : `未知题型：${shown(type)}`);
        }
        questionLines.push({ line, value: parseWith(ZQuestionLine, value) });
      } else if (kind === 'paper') {
        paperLines.push({ line, value: parseWith(ZPaperLine, value) });
      } else {
        reject(
          kind === undefined
            ? '缺少 kind（应为 bank、question 或 paper）'
            : `未知的行类型：${shown(kind)}（应为 bank、question 或 paper）`,
        );
      }
    });
  }
  // Second pass: what a line says about others.
  const questions = new Map<string, TQuestionRecord>();
  const questionLineOf = new Map<string, number>();
  for (const { line, value } of questionLines) {
    attempt(line, () => {
      if (!banks.has(value.bank)) reject(`题库 ${value.bank} 未在文件中声明（缺少它的 bank 行）`);
      const record = toQuestionRecord(value);
      const earlier = questionLineOf.get(record.externalId);
      if (earlier !== undefined) reject(`题目编号重复：${value.id}（第 ${earlier} 行已用）`);
      questionLineOf.set(record.externalId, line);
      questions.set(record.externalId, record);
    });
  }
  const papers = new Map<string, TPaperRecord>();
  for (const { line, value } of paperLines) {
    attempt(line, () => {
      if (!banks.has(value.bank)) reject(`题库 ${value.bank} 未在文件中声明（缺少它的 bank 行）`);
      const paper = toPaperRecord(value, questions);
      if (papers.has(paper.externalId)) reject(`试卷编号重复：${value.id}`);
      papers.set(paper.externalId, paper);
    });
  }
  rejections.sort((a, b) => a.line - b.line);
  return {
    format: 'yzfk',
    lines: entries.length,
    banks: [...banks.values()],
    questions: [...questions.values()],
    papers: [...papers.values()],
    rejections,
  };
}

function parseJecqa(lines: { line: number; text: string }[]): TParsedQuestionFile {
  const questions: TQuestionRecord[] = [];
  const rejections: TRejection[] = [];
  const seen = new Map<string, number>();
  for (const { line, text } of lines) {
    const result = parseJecqaLine(text);
    if (!result.ok) {
      rejections.push({ line, reason: result.reason });
      continue;
    }
    const earlier = seen.get(result.record.externalId);
    if (earlier !== undefined) {
      rejections.push({ line, reason: `题目编号重复（第 ${earlier} 行已用）` });
      continue;
    }
    seen.set(result.record.externalId, line);
    questions.push(result.record);
  }
  return {
    format: 'jecqa',
    lines: lines.length,
    banks: [JECQA_BANK],
    questions,
    papers: [],
    rejections,
  };
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The format of a file, from its first line that is a JSON object with kind or option_list. */
function detectFormat(lines: { text: string }[]): 'yzfk' | 'jecqa' {
  for (const { text } of lines) {
    const value = tryJson(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    if ('kind' in value) return 'yzfk';
    if ('option_list' in value) return 'jecqa';
  }
  throw new QuestionFileFormatError(
    '无法识别文件格式：既不是本站的题目格式（每行一个含 kind 的 JSON 对象），也不是 JEC-QA 格式（每行含 option_list）',
  );
}

/** A whole file (JSON Lines, ours or JEC-QA) → records and rejected lines. */
export function parseQuestionFile(content: string): TParsedQuestionFile {
  const lines = content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((text, index) => ({ line: index + 1, text: text.trim() }))
    .filter((entry) => entry.text.length > 0);
  if (detectFormat(lines) === 'jecqa') return parseJecqa(lines);
  return parseOwnFormat(
    lines.map(({ line, text }) => {
      const value = tryJson(text);
      return { line, value: value === undefined ? INVALID_JSON : value };
    }),
  );
}
