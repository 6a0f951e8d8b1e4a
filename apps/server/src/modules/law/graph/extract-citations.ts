import {
  formatChineseNumeral,
  NUMERAL_CHARS,
  parseChineseNumeral,
} from '../../../platform/text/chinese-numerals';

// Finds the references to articles in a text as courts and legislators write them:
// 《中华人民共和国民法典》第五百八十六条, 民法典第586条, 刑法第一百二十条之一, 《刑法》第二十条第三款,
// ranges (第X条至第Y条), lists (第X条、第Y条和第Z条) and explicit self-references (本法第X条).
// Pure: the names it reports are resolved to documents elsewhere (resolve-citations.ts).

/** An article as a number: 120 for 第一百二十条, 120.01 for 第一百二十条之一 (as articleSortValue). */
export type TArticleKey = number;

/** One reference: the document it names (null: the citing document itself) and its articles. */
export type TExtractedCitation = {
  /** The name as written, normalised (no spaces, 〈〉 as 《》); null for 本法/本解释…. */
  name: string | null;
  articles: TArticleKey[];
};

const NUMBER = `(?:[${NUMERAL_CHARS}]+|[0-9０-９]+)`;
/** 第五百八十六条, 第586条, 第一百二十条之一 (groups: the number, the 之 number). */
const ARTICLE = `第\\s*(${NUMBER})\\s*条(?:之(${NUMBER}))?`;
/** What may follow an article without ending the reference: 第三款, 第（三）项, 第2项. */
const DETAIL = `(?:第\\s*[（(]?${NUMBER}[）)]?\\s*[款项目])*`;
/** Between two articles of a list. */
const LIST_JOIN = '(?:、|和|及|以及|或者|或|与)';
/** Between the two ends of a range. */
const RANGE_JOIN = '(?:至|到|—|－|~|～)';
/** The words a document uses for itself: 本法第十条, 本解释第三条. */
const SELF = '本(?:法|条例|规定|解释|办法|决定|细则|规则|准则|意见|通则|批复|典)';
/** A title in brackets, which may hold a title of its own in 〈〉 (or, loosely, 《》). */
const BRACKETED = '《((?:[^《》]|《[^《》]*》){1,120})》';

/** The longest title read backwards from its 》. */
const MAX_TITLE = 160;

/** A range longer than this is kept as its two ends (a typo must not make hundreds of edges). */
const MAX_RANGE = 60;

const RANGE = new RegExp(`^${RANGE_JOIN}$`);
const FOLLOWING = new RegExp(`^\\s*(${LIST_JOIN}|${RANGE_JOIN})\\s*${ARTICLE}${DETAIL}`);
/**
 * 《中华人民共和国刑法修正案（十一）》（以下简称《刑法修正案（十一）》）, also after a document
 * number (（法释〔2009〕19号，以下简称《解释》）): a name a text defines.
 */
const DEFINED_NAME = new RegExp(
  `${BRACKETED}[（(](?:[^（）()《》]{1,30}[，,])?以下(?:简称|称)(?:《([^《》]{1,30})》|[“"]?([^》”"（）()，,]{1,30})[”"]?)[）)]`,
  'g',
);

/** The value of a number as written, Chinese or Arabic (586, ５８６, 五百八十六). */
function numberValue(text: string): number {
  const ascii = text.replace(/[０-９]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - 0xfee0),
  );
  return /^[0-9]+$/.test(ascii) ? Number(ascii) : parseChineseNumeral(ascii);
}

function articleKey(main: string, sub: string | undefined): TArticleKey {
  return numberValue(main) + (sub ? numberValue(sub) / 100 : 0);
}

/** An article key as statutes write it: 120.01 → 第一百二十条之一. */
export function articleKeyText(key: TArticleKey): string {
  const main = Math.floor(key);
  const sub = Math.round((key - main) * 100);
  return `第${formatChineseNumeral(main)}条${sub > 0 ? `之${formatChineseNumeral(sub)}` : ''}`;
}

/** A name as resolution compares it: no white space, inner titles in 《》. */
export function normaliseCitedName(name: string): string {
  return name
    .replace(/[\s\u3000]+/g, '')
    .replace(/〈/g, '《')
    .replace(/〉/g, '》');
}

/** The names a text defines for itself (以下简称), short name → full name. */
export function definedNames(text: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of text.matchAll(DEFINED_NAME)) {
    const [, full, bracketed, plain] = match;
    const short = bracketed ?? plain;
    if (full && short) names.set(normaliseCitedName(short), normaliseCitedName(full));
  }
  return names;
}

/** Where the title that ends just before `end` (at a 》) opens, its 《 matched with nesting. */
function bracketStart(text: string, end: number): number {
  let depth = 0;
  for (let at = end - 1; at >= 0 && end - at <= MAX_TITLE; at--) {
    const char = text[at];
    if (char === '》') depth++;
    else if (char === '《' && --depth === 0) return at;
    else if (char === '\n') return -1;
  }
  return -1;
}

/** The titles in 《》 of a text, each with where it ends, in order. */
function titlesIn(text: string): { end: number; name: string }[] {
  return [...text.matchAll(new RegExp(BRACKETED, 'g'))].flatMap((match) =>
    match[1] ? [{ end: match.index + match[0].length, name: normaliseCitedName(match[1]) }] : [],
  );
}

/**
 * Makes an extractor that also knows names written without brackets (民法典第586条): the short
 * names given. Each 第 is looked at once, and the name is read backwards from it: a title in
 * 《》, 本法 and the like, or the longest short name that ends there (劳动合同法, not 合同法).
 */
export function createCitationExtractor(bareNames: Iterable<string>) {
  const bare = new Set([...bareNames].filter((name) => name.length >= 2));
  const longest = Math.max(0, ...[...bare].map((name) => name.length));
  const self = new RegExp(`${SELF}$`);
  const article = new RegExp(`^${ARTICLE}${DETAIL}`);

  /** The name that ends at `end` (before a 第): its text, null for 本法…, undefined for none. */
  function nameBefore(text: string, end: number): string | null | undefined {
    let stop = end;
    while (stop > 0 && /\s/.test(text[stop - 1] ?? '')) stop--;
    if (text[stop - 1] === '》') {
      const open = bracketStart(text, stop);
      return open < 0 ? undefined : normaliseCitedName(text.slice(open + 1, stop - 1));
    }
    if (self.test(text.slice(Math.max(0, stop - 3), stop))) return null;
    for (let length = Math.min(longest, stop); length >= 2; length--) {
      const name = text.slice(stop - length, stop);
      if (bare.has(name)) return name;
    }
    return undefined;
  }

  /**
   * The references in one text (an article's paragraphs joined), in the order written. With
   * `continueNames`, a 第X条 without a name continues the text named last before it (a title in
   * 《》, cited or not, or a cited short name), else `initialName`: how amending documents write
   * (在刑法第X条后增加一条，作为第X条之一). Off elsewhere: there a bare 第X条 is ambiguous.
   */
  return function extractCitations(
    text: string,
    options: { continueNames?: boolean; initialName?: string } = {},
  ): TExtractedCitation[] {
    const citations: TExtractedCitation[] = [];
    if (!text.includes('条')) return citations;
    const titles = options.continueNames ? titlesIn(text) : [];
    let carried: { end: number; name: string } | undefined =
      options.initialName === undefined ? undefined : { end: -1, name: options.initialName };
    let from = 0;
    for (let at = text.indexOf('第'); at >= 0; at = text.indexOf('第', Math.max(at + 1, from))) {
      if (at < from) continue;
      let name = nameBefore(text, at);
      if (name === undefined && options.continueNames) {
        const title = titles.findLast((entry) => entry.end <= at);
        const last = title && (!carried || title.end > carried.end) ? title : carried;
        name = last?.name;
      }
      if (name === undefined) continue;
      let rest = text.slice(at);
      const first = article.exec(rest);
      if (!first?.[1]) continue;
      const articles = [articleKey(first[1], first[2])];
      let consumed = first[0].length;
      rest = rest.slice(first[0].length);
      for (let next = FOLLOWING.exec(rest); next?.[2]; next = FOLLOWING.exec(rest)) {
        const key = articleKey(next[2], next[3]);
        const previous = articles[articles.length - 1] ?? key;
        if (RANGE.test(next[1] ?? '') && key > previous && key - previous <= MAX_RANGE) {
          for (let n = Math.floor(previous) + 1; n < key; n++) articles.push(n);
        }
        articles.push(key);
        consumed += next[0].length;
        rest = rest.slice(next[0].length);
      }
      from = at + consumed;
      if (name !== null) carried = { end: at, name };
      citations.push({ name, articles: articles.filter((key) => Number.isFinite(key)) });
    }
    return citations;
  };
}

export type TCitationExtractor = ReturnType<typeof createCitationExtractor>;
