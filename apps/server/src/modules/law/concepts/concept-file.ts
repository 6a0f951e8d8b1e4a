import { formatChineseNumeral, parseChineseNumeral } from '../../../platform/text/chinese-numerals';
import type { TConceptArticle } from './concept.schema';

// The concept file (docs/concept-format.md): a JSON array of concepts, each with its synonyms
// and defining articles. Rows that cannot be used are rejected with a reason, the rest kept.

/** A concept as the file gives it. */
export type TConceptEntry = {
  name: string;
  subject: string;
  synonyms: string[];
  articles: (TConceptArticle & { quote?: string })[];
};

/** A concept ready to store: its normalised terms, its articles by number. */
export type TConceptRow = {
  name: string;
  subject: string;
  terms: string[];
  articles: TConceptArticle[];
  /** Short passages of the articles, in the same order (for the corpus check only). */
  quotes: (string | undefined)[];
};

export type TRejectedConcept = { index: number; name: string; reason: string };

/** How a query or a term is compared: no spaces or punctuation, lower case. */
export function normaliseConceptTerm(text: string): string {
  return text.toLowerCase().replace(/[^\p{Script=Han}\p{L}\p{N}]+/gu, '');
}

/**
 * An article number as statutes write it, from 533, "533", "533之一" or "第五百三十三条";
 * undefined when it is none of these.
 */
export function articleNumberOf(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const written = /^第([零〇一二两三四五六七八九十百千]+)条(之[一二三四五六七八九十]+)?$/u.exec(
    text,
  );
  if (written?.[1] && Number.isFinite(parseChineseNumeral(written[1]))) return text;
  const digits = /^\s*(\d{1,4})\s*(之[一二三四五六七八九十]+)?\s*$/u.exec(text);
  if (!digits?.[1] || Number(digits[1]) === 0) return undefined;
  return `第${formatChineseNumeral(Number(digits[1]))}条${digits[2] ?? ''}`;
}

function stringList(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return undefined;
  return value;
}

function rowOf(entry: unknown): TConceptRow | string {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return '不是对象';
  const record = entry as Record<string, unknown>;
  const name = typeof record.name === 'string' ? record.name.trim() : '';
  if (!normaliseConceptTerm(name)) return '缺少概念名称 name';
  const subject = typeof record.subject === 'string' ? record.subject.trim() : '';
  if (!subject) return '缺少科目 subject';
  const synonyms = stringList(record.synonyms);
  if (!synonyms) return 'synonyms 应为字符串数组';
  if (!Array.isArray(record.articles) || record.articles.length === 0) {
    return '至少需要一个定义条文 articles';
  }
  const articles: TConceptArticle[] = [];
  const quotes: (string | undefined)[] = [];
  for (const [position, item] of (record.articles as unknown[]).entries()) {
    const article = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    const law = typeof article.law === 'string' ? article.law.trim() : '';
    if (!law) return `第 ${position + 1} 个条文缺少法律名称 law`;
    const number = articleNumberOf(article.article);
    if (!number) return `第 ${position + 1} 个条文的条号无法识别：${String(article.article)}`;
    if (article.quote !== undefined && typeof article.quote !== 'string') {
      return `第 ${position + 1} 个条文的 quote 应为字符串`;
    }
    articles.push({ law, number });
    quotes.push(article.quote);
  }
  const terms = [...new Set([name, ...synonyms].map(normaliseConceptTerm).filter(Boolean))];
  return { name, subject, terms, articles, quotes };
}

/** The usable concepts of a file's parsed JSON, and the rejected rows with their reasons. */
export function readConceptEntries(json: unknown): {
  concepts: TConceptRow[];
  rejected: TRejectedConcept[];
} {
  if (!Array.isArray(json)) {
    return { concepts: [], rejected: [{ index: 0, name: '', reason: '文件应为概念数组' }] };
  }
  const concepts: TConceptRow[] = [];
  const rejected: TRejectedConcept[] = [];
  const seenNames = new Set<string>();
  const termOwner = new Map<string, string>();
  json.forEach((entry: unknown, index) => {
    const row = rowOf(entry);
    const name =
      typeof entry === 'object' && entry !== null && 'name' in entry ? String(entry.name) : '';
    if (typeof row === 'string') {
      rejected.push({ index, name, reason: row });
      return;
    }
    if (seenNames.has(row.name)) {
      rejected.push({ index, name, reason: '概念名称重复' });
      return;
    }
    const taken = row.terms.find((term) => termOwner.has(term));
    if (taken) {
      rejected.push({
        index,
        name,
        reason: `检索词“${taken}”已属于概念“${termOwner.get(taken) ?? ''}”`,
      });
      return;
    }
    seenNames.add(row.name);
    for (const term of row.terms) termOwner.set(term, row.name);
    concepts.push(row);
  });
  return { concepts, rejected };
}
