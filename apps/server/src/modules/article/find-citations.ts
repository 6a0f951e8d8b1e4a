import { NUMERAL_CHARS } from '../../platform/text/chinese-numerals';

// Finds law citations in plain text: 《民法典》第一百八十八条, 《中华人民共和国刑法》第二十条,
// and short names without brackets (刑法第二十条, 刑法第一百二十条之一). Which names are laws is
// not known here: a bare citation answers every name it could be, longest first, and the
// linker keeps the first the law database knows.

/** A citation: where it is in the text and which law names it could mean, best first. */
export type TCitation = {
  /** Index of the article number (第…条) in the text, and the end of the citation. */
  numberStart: number;
  end: number;
  /** As the law database stores it: 第一百二十条之一. */
  number: string;
  /** True for 《…》: its one name is the title between the brackets. */
  bracketed: boolean;
  /** Candidate law names; each starts right before the number (after 《》 for a bracketed one). */
  names: string[];
};

const NUMBER = new RegExp(`第[${NUMERAL_CHARS}]+条(?:之[${NUMERAL_CHARS}]+)?`, 'gu');
const BRACKETED = /《([^《》\n]{1,60})》$/u;
/** The Han characters right before a bare number, of which a suffix may be a law's name. */
const HAN_RUN = /[\u4e00-\u9fff]{1,24}$/u;
/** How a short law name ends: 法, 民法典, 条例, 规定, 通则, 解释. */
const NAME_END = /(?:法|典|条例|规定|规则|通则|解释|办法)$/u;
const LONGEST_NAME = 24;

/** The citations in a text, in order. */
export function findCitations(text: string): TCitation[] {
  const found: TCitation[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const numberStart = match.index;
    const before = text.slice(Math.max(0, numberStart - 62), numberStart);
    const end = numberStart + match[0].length;
    const bracketed = BRACKETED.exec(before);
    if (bracketed?.[1]) {
      found.push({ numberStart, end, number: match[0], bracketed: true, names: [bracketed[1]] });
      continue;
    }
    const run = HAN_RUN.exec(before)?.[0] ?? '';
    const names: string[] = [];
    for (let length = Math.min(run.length, LONGEST_NAME); length >= 2; length--) {
      const name = run.slice(run.length - length);
      if (NAME_END.test(name)) names.push(name);
    }
    if (names.length > 0)
      found.push({ numberStart, end, number: match[0], bracketed: false, names });
  }
  return found;
}

/** Where a citation starts once its name is chosen (the 《 of a bracketed one included). */
export function citationStart(citation: TCitation, name: string): number {
  return citation.numberStart - name.length - (citation.bracketed ? 2 : 0);
}
