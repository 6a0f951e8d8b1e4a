// Chinese numerals as statutes write them: 第一千零八十四条, 第一百二十条之一, items 一、二、.

const DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const UNITS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000, 万: 10_000 };

/** The characters a Chinese numeral is written with, for regular expressions. */
export const NUMERAL_CHARS = '零〇一二两三四五六七八九十百千万';

/** The value of a Chinese numeral (一千零八十四 → 1084, 十二 → 12); NaN when it is not one. */
export function parseChineseNumeral(text: string): number {
  if (text.length === 0) return Number.NaN;
  let total = 0;
  let section = 0;
  let digit = -1;
  for (const char of text) {
    const value = DIGITS[char];
    if (value !== undefined) {
      digit = value;
      continue;
    }
    const unit = UNITS[char];
    if (unit === undefined) return Number.NaN;
    if (unit === 10_000) {
      total += (section + Math.max(digit, 0)) * unit;
      section = 0;
    } else {
      // 十二: a bare 十 means one ten.
      section += (digit === -1 ? 1 : digit) * unit;
    }
    digit = -1;
  }
  return total + section + Math.max(digit, 0);
}

const DIGIT_CHARS = '零一二三四五六七八九';

/** A number as statutes write it (1084 → 一千零八十四, 12 → 十二, 110 → 一百一十); up to 9999. */
export function formatChineseNumeral(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 9999) return String(value);
  if (value === 0) return '零';
  const units = ['千', '百', '十', ''];
  const digits = String(value).padStart(4, '0').split('').map(Number);
  let text = '';
  let zero = false;
  digits.forEach((digit, index) => {
    if (digit === 0) {
      zero = text.length > 0;
      return;
    }
    if (zero) text += '零';
    zero = false;
    text += (DIGIT_CHARS[digit] ?? '') + (units[index] ?? '');
  });
  // 十二, not 一十二, when the number starts with its tens.
  return value >= 10 && value < 20 ? text.slice(1) : text;
}
