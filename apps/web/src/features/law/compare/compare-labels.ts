import type { TComparePair, TCompareSide } from '@yzfk/contract/calls/law-compare';

// How the comparison names its articles and places.

const DIGITS = '〇一二三四五六七八九';

/** 1 → 一, 12 → 十二, 23 → 二十三 (款 numbers are small). */
function chineseNumber(value: number): string {
  if (value < 10) return DIGITS[value] ?? String(value);
  if (value >= 100) return String(value);
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return `${tens === 1 ? '' : (DIGITS[tens] ?? '')}十${ones === 0 ? '' : (DIGITS[ones] ?? '')}`;
}

/** An article of a pair as a reader cites it: 第二十条, or 第二十条第三款 when only part is here. */
export function sideLabel(side: TCompareSide): string {
  const number = side.number ?? '正文';
  if (!side.partial) return number;
  return `${number}${side.paragraphs.map((paragraph) => `第${chineseNumber(paragraph)}款`).join('、')}`;
}

/** The anchor of a pair on the comparison page: by its first new article, else its old one. */
export function pairAnchor(pair: TComparePair): string {
  const newSide = pair.new[0];
  if (newSide) return `pair-${newSide.ordinal}`;
  return `pair-old-${pair.old[0]?.ordinal ?? 0}`;
}
