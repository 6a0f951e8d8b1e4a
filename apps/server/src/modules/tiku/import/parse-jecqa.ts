import { escapeHtml, plainTextToHtml } from '../../../platform/html/sanitize-html';
import type { TQuestionRecord } from './question-records';

// One line of JEC-QA (the CAIL2020 司法考试 data set): {"answer": ["B"], "id": "1_4269",
// "option_list": {"A": …}, "statement": "…", "subject": "国际经济法", "type": "0"}. Its `type`
// says nothing about the question, so the type comes from the number of right letters. Text is
// plain, so it is escaped, never trusted as HTML.

/** The bank every JEC-QA question goes to. */
export const JECQA_BANK = {
  code: 'jecqa',
  name: '法考真题练习库（JEC-QA）',
  description:
    'JEC-QA（CAIL2020 司法考试数据集）中的客观题，用于练习；无解析与年份，章节由系统归类。',
  isFree: true,
  isSample: false,
} as const;

export type TJecqaLineResult =
  { ok: true; record: TQuestionRecord } | { ok: false; reason: string };

const LETTER = /^[A-Z]$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JEC-QA line as a question, or the reason it cannot be one (in Chinese, for the user). */
export function parseJecqaLine(line: string): TJecqaLineResult {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return { ok: false, reason: '不是合法的 JSON' };
  }
  if (!isRecord(data)) return { ok: false, reason: '不是 JSON 对象' };
  const id = typeof data.id === 'string' || typeof data.id === 'number' ? String(data.id) : '';
  if (!id.trim()) return { ok: false, reason: '缺少题目编号 id' };
  const statement = typeof data.statement === 'string' ? data.statement.trim() : '';
  if (!statement) return { ok: false, reason: '缺少题干 statement' };
  if (!isRecord(data.option_list)) return { ok: false, reason: '缺少选项 option_list' };
  const options: { key: string; html: string }[] = [];
  for (const [key, text] of Object.entries(data.option_list)) {
    if (!LETTER.test(key)) return { ok: false, reason: `选项字母不正确：${key}` };
    if (typeof text !== 'string' || !text.trim()) {
      return { ok: false, reason: `选项 ${key} 没有内容` };
    }
    options.push({ key, html: escapeHtml(text.trim()) });
  }
  if (options.length === 0) return { ok: false, reason: '没有选项' };
  options.sort((a, b) => a.key.localeCompare(b.key));
  if (!Array.isArray(data.answer) || data.answer.length === 0) {
    return { ok: false, reason: '缺少答案' };
  }
  const answer = [...new Set(data.answer.map((letter) => String(letter).trim()))].sort();
  const unknown = answer.filter((letter) => !options.some((option) => option.key === letter));
  if (unknown.length > 0) {
    return { ok: false, reason: `答案中的选项不存在：${unknown.join('、')}` };
  }
  const subject = typeof data.subject === 'string' && data.subject.trim() ? data.subject : null;
  return {
    ok: true,
    record: {
      externalId: `jecqa:${id}`,
      bankCode: JECQA_BANK.code,
      type: answer.length === 1 ? 'single' : 'multiple',
      subject,
      chapterPath: null,
      stemHtml: plainTextToHtml(statement),
      options,
      answer,
      explanationHtml: null,
      subQuestions: [],
      lawRefs: [],
      source: { year: null, paper: null, number: null },
      difficulty: null,
      tags: [],
    },
  };
}
