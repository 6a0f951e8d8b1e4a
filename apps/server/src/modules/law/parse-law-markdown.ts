import type { TLawHistoryEvent, TLawTocEntry } from './law.schema';
import { NUMERAL_CHARS, parseChineseNumeral } from '../../platform/text/chinese-numerals';

// Parses one Markdown file of the LawRefBook layout (see ../shared/data/README.md): title,
// optional subtitle, history lines, <!-- INFO END -->, then headings and articles.

/** One article, amending item or unnumbered block of text, in document order. */
export type TParsedArticle = {
  /** 第六十五条, 第一百二十条之一, 一 (an item of an amending law); null for plain text. */
  number: string | null;
  kind: 'article' | 'item' | 'text';
  /** The headings it sits under, outermost first. */
  headings: string[];
  paragraphs: string[];
  /** First article under its innermost heading. */
  opensSection: boolean;
};

export type TParsedLaw = {
  title: string;
  /** The part of a law split over files (民法典's 编), or a second title line. */
  subtitle: string | null;
  history: TLawHistoryEvent[];
  /** Headings in order; articleOrdinal counts from 1 within this file. */
  toc: TLawTocEntry[];
  articles: TParsedArticle[];
};

/** A file that cannot be imported, with a reason a person can act on. */
export class LawParseError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'LawParseError';
  }
}

const N = `[${NUMERAL_CHARS}]+`;
const ARTICLE_LINE = new RegExp(`^(第(${N})条(?:之(${N}))?)(?:[\\s\\u3000]+|$)(.*)$`);
const ITEM_LINE = new RegExp(`^(${N})、(.*)$`);
const HEADING_LINE = /^(#{1,6})\s*(.+?)\s*#*$/;
const HISTORY_LINE = /^(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*(.*)$/;

/** Decodes a file's bytes as UTF-8; other encodings are refused with a reason. */
export function decodeLawFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new LawParseError('不是 UTF-8 编码的文本');
  }
}

function cleanLine(line: string): string {
  return line.replace(/[\s\u3000]+$/u, '').replace(/^[\s\u3000]+/u, '');
}

/** Lines without front matter and HTML comments; the INFO END comment becomes a marker. */
function contentLines(text: string): string[] {
  let body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  body = body.replace(/^---\n[\s\S]*?\n---\n/, '');
  body = body.replace(/<!--\s*INFO END\s*-->/g, '\n\u0000INFO_END\n');
  body = body.replace(/<!--[\s\S]*?-->/g, '');
  return body.split('\n').map(cleanLine);
}

function isoDate(year: string, month: string, day: string): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

type TStart = { number: string; kind: 'article' | 'item'; rest: string };

/** Parses the text of one law file. Throws LawParseError when it is not a law file. */
export function parseLawMarkdown(text: string): TParsedLaw {
  const lines = contentLines(text);
  const markerAt = lines.indexOf('\u0000INFO_END');
  let index = 0;
  const titles: string[] = [];
  const history: TLawHistoryEvent[] = [];
  // Header: title lines and history up to the marker (or up to the first other line).
  for (; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (line === '\u0000INFO_END') {
      index++;
      break;
    }
    if (line === '') continue;
    const heading = /^#\s+(.+)$/.exec(line);
    if (heading?.[1] && (titles.length < 2 || markerAt >= 0) && history.length === 0) {
      titles.push(heading[1].trim());
      continue;
    }
    const dated = HISTORY_LINE.exec(line);
    if (dated?.[1] && dated[2] && dated[3]) {
      history.push({ date: isoDate(dated[1], dated[2], dated[3]), text: (dated[4] ?? '').trim() });
      continue;
    }
    if (markerAt >= 0) {
      history.push({ date: null, text: line });
      continue;
    }
    break;
  }
  const title = titles[0];
  if (!title) throw new LawParseError('缺少标题（第一行应为“# 标题”）');
  const body = lines.slice(index).filter((line) => line !== '\u0000INFO_END');
  const hasArticles = body.some((line) => ARTICLE_LINE.test(line));
  const hasItems = !hasArticles && body.some((line) => ITEM_LINE.test(line));

  const startOf = (line: string): TStart | undefined => {
    if (hasArticles) {
      const match = ARTICLE_LINE.exec(line);
      if (match?.[1]) return { number: match[1], kind: 'article', rest: match[4] ?? '' };
    } else if (hasItems) {
      const match = ITEM_LINE.exec(line);
      if (match?.[1] && !Number.isNaN(parseChineseNumeral(match[1]))) {
        return { number: match[1], kind: 'item', rest: match[2] ?? '' };
      }
    }
    return undefined;
  };

  const headingStack: { depth: number; text: string }[] = [];
  const toc: TLawTocEntry[] = [];
  const articles: TParsedArticle[] = [];
  let current: TParsedArticle | undefined;
  let sectionOpen = true;
  for (const line of body) {
    // Blank lines, and stray lines of only # (an empty heading), carry nothing.
    if (line === '' || /^#+$/.test(line)) continue;
    const heading = HEADING_LINE.exec(line);
    if (heading?.[1] && heading[2]) {
      const depth = heading[1].length;
      while ((headingStack.at(-1)?.depth ?? 0) >= depth) headingStack.pop();
      const headingText = heading[2].replace(/[\s\u3000]+/gu, ' ');
      headingStack.push({ depth, text: headingText });
      toc.push({ depth, text: headingText, articleOrdinal: articles.length + 1 });
      current = undefined;
      sectionOpen = true;
      continue;
    }
    const start = startOf(line);
    if (start || !current) {
      const numbered = start !== undefined;
      current = {
        number: start?.number ?? null,
        kind: start?.kind ?? 'text',
        headings: headingStack.map((entry) => entry.text),
        paragraphs: [],
        opensSection: numbered && sectionOpen,
      };
      if (numbered) sectionOpen = false;
      articles.push(current);
      const first = start ? start.rest.trim() : line;
      if (first) current.paragraphs.push(first);
      continue;
    }
    current.paragraphs.push(line);
  }
  if (articles.length === 0) throw new LawParseError('没有正文（标题之后没有条文或段落）');
  return { title, subtitle: titles[1] ?? null, history, toc, articles };
}

/** The value of an article number for ordering (第一百二十条之一 → 120.01); NaN for none. */
export function articleSortValue(number: string | null): number {
  if (!number) return Number.NaN;
  const match = new RegExp(`^第(${N})条(?:之(${N}))?$`).exec(number);
  if (!match?.[1]) return parseChineseNumeral(number);
  return parseChineseNumeral(match[1]) + (match[2] ? parseChineseNumeral(match[2]) / 100 : 0);
}
