import { bookReaderHref } from '@yzfk/contract/paths';
import type { TBookDetail } from '../../api/get-book';

/** The detail page's main button. */
export type TReadAction =
  | { kind: 'access' }
  | { kind: 'redeem' }
  | { kind: 'read'; resume: boolean; format: 'epub' | 'pdf'; href: string }
  | { kind: 'none' };

/**
 * What the main button does: a locked book asks for its authorisation or its code; otherwise
 * 继续阅读 in the format I read last (progress[0]; the reader resumes at my locator), or 开始阅读
 * in the EPUB, else the PDF. A book with neither (an audiobook only) has no reading button.
 */
export function readActionOf(
  detail: Pick<TBookDetail, 'book' | 'locked' | 'unlockBy' | 'progress'>,
): TReadAction {
  if (detail.locked) return detail.unlockBy === 'code' ? { kind: 'redeem' } : { kind: 'access' };
  const last = detail.progress[0];
  if (last && detail.book.formats.includes(last.format)) {
    return {
      kind: 'read',
      resume: true,
      format: last.format,
      href: bookReaderHref(detail.book.id, last.format),
    };
  }
  const format = detail.book.formats.includes('epub') ? 'epub' : detail.book.formats[0];
  if (!format) return { kind: 'none' };
  return { kind: 'read', resume: false, format, href: bookReaderHref(detail.book.id, format) };
}

/** The main button's text. */
export function readActionLabel(action: TReadAction): string {
  if (action.kind === 'access') return '获取授权';
  if (action.kind === 'redeem') return '兑换阅读码';
  return action.kind === 'read' && action.resume ? '继续阅读' : '开始阅读';
}

/** The format's name beside the button. */
export const FORMAT_LABELS = { epub: 'EPUB', pdf: 'PDF' } as const;

/**
 * Where a contents entry opens, in the format the main button reads: the EPUB at the entry's
 * href, the PDF at its page; null when the book cannot be read (locked) or the entry has no
 * place in that format.
 */
export function contentsLinkOf(
  bookId: number,
  action: TReadAction,
): ((node: { href?: string; page?: number }) => string | null) | undefined {
  if (action.kind !== 'read') return undefined;
  return (node) => {
    if (action.format === 'epub') return node.href ? bookReaderHref(bookId, 'epub', node) : null;
    return node.page ? bookReaderHref(bookId, 'pdf', node) : null;
  };
}

/** The other format of a book that has both (读 PDF 版 beside 开始阅读 of the EPUB), or null. */
export function otherFormatOf(
  formats: readonly ('epub' | 'pdf')[],
  action: TReadAction,
): 'epub' | 'pdf' | null {
  if (action.kind !== 'read') return null;
  const other = action.format === 'epub' ? 'pdf' : 'epub';
  return formats.includes(other) ? other : null;
}
