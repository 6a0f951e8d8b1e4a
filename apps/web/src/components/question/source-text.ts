import type { TQuestion } from '@yzfk/contract/calls/tiku-shapes';

/**
 * Where a question comes from: 2019年 卷一 第12题. Without the number (2019年 卷一) where the
 * question already shows its number in the session, so a card never shows two numbers.
 */
export function sourceText(
  source: TQuestion['source'],
  { withNumber = true }: { withNumber?: boolean } = {},
): string {
  return [
    source.year ? `${source.year}年` : '',
    source.paper ?? '',
    withNumber && source.number ? `第${source.number}题` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
