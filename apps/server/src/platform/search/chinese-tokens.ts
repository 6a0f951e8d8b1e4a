// Chinese text → search tokens, in Node, the same for every database. Indexed text becomes
// overlapping pairs of Han characters (plus lone Han characters and Latin/digit words);
// positions are character offsets, so a phrase of pairs (时效 <-> 效期 <-> 期间) matches
// exactly the string 时效期间. Intl.Segmenter splits long query terms into words.

/** A token and its position (character offset within the indexed text, from basePosition). */
export type TToken = { lexeme: string; position: number };

const HAN = /\p{Script=Han}/u;
const OTHER_WORD = /[\p{L}\p{N}]/u;
const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' });

/** Splits Han text into words. */
export type TWordSegmenter = (text: string) => string[];

/** The words of a text as Intl.Segmenter (ICU's dictionary) finds them. */
export const intlWords: TWordSegmenter = (text) =>
  Array.from(segmenter.segment(text), (segment) => segment.segment);

let wordsOf: TWordSegmenter = intlWords;

/**
 * Replaces the word segmenter of queries (the relevance benchmark measures another one with it;
 * decision 0032); returns the previous one.
 */
export function setWordSegmenter(next: TWordSegmenter): TWordSegmenter {
  const previous = wordsOf;
  wordsOf = next;
  return previous;
}

/** The words of a text, by the current segmenter. */
export function segmentWords(text: string): string[] {
  return wordsOf(text);
}

/** True for a code point of the Han script's common blocks (checked without a RegExp: fast). */
function isHanCode(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x20000 && code <= 0x3134f) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    code === 0x3007 ||
    code === 0x3005 ||
    (code >= 0x2e80 && code <= 0x2fdf && HAN.test(String.fromCodePoint(code)))
  );
}

/** True for a letter or digit that is not Han. */
function isOtherWordCode(code: number, char: string): boolean {
  if (code < 0x80) {
    return (
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a)
    );
  }
  return OTHER_WORD.test(char);
}

/** True for a Chinese (Han) character. */
export function isCjk(char: string): boolean {
  const code = char.codePointAt(0);
  return code !== undefined && isHanCode(code);
}

/**
 * Tokens of a text: every pair of adjacent Han characters, a Han character standing alone,
 * and runs of other letters or digits (lower-cased).
 */
export function tokenize(text: string, basePosition = 1): TToken[] {
  const chars = Array.from(text);
  const tokens: TToken[] = [];
  let wordStart = -1;
  let previousHan = false;
  const codes = chars.map((char) => char.codePointAt(0) ?? 0);
  for (let i = 0; i <= chars.length; i++) {
    const char = chars[i] ?? '';
    const code = codes[i] ?? 0;
    const han = char !== '' && isHanCode(code);
    const other = !han && char !== '' && isOtherWordCode(code, char);
    if (!other && wordStart >= 0) {
      tokens.push({
        lexeme: chars.slice(wordStart, i).join('').toLowerCase(),
        position: basePosition + wordStart,
      });
      wordStart = -1;
    } else if (other && wordStart < 0) {
      wordStart = i;
    }
    if (han) {
      const next = chars[i + 1];
      if (next !== undefined && isHanCode(codes[i + 1] ?? 0)) {
        tokens.push({ lexeme: char + next, position: basePosition + i });
      } else if (!previousHan) {
        tokens.push({ lexeme: char, position: basePosition + i });
      }
    }
    previousHan = han;
  }
  return tokens;
}

/** The terms of a query: runs of letters, digits and Han characters; the rest separates. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{Script=Han}\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0);
}

/** Terms longer than this many characters are split into words (诉讼时效中断 → 诉讼时效, 中断). */
export const LONG_TERM_CHARS = 4;

/**
 * The words of a long Han term as Intl.Segmenter finds them; a one-character word joins its
 * neighbour so that no word matches as loosely as a single character.
 */
export function splitLongTerm(term: string): string[] {
  if (Array.from(term).length <= LONG_TERM_CHARS) return [term];
  const words: string[] = [];
  let pending = '';
  for (const word of wordsOf(term)) {
    const piece = pending + word;
    if (Array.from(piece).length < 2) {
      pending = piece;
      continue;
    }
    words.push(piece);
    pending = '';
  }
  if (pending) {
    const last = words.pop();
    words.push((last ?? '') + pending);
  }
  return words;
}
